import { AUTH_ERRORS, type AuthErrorKind } from '@pitchscope/domain/messages';

/** The sign-in and sign-up fields a failure can be about. */
export type AuthField = 'name' | 'email' | 'password';

/** What an auth failure shows: the spec's catalogue entry (accounts §8), its kind and the field it concerns. */
export interface AuthErrorView {
  kind: AuthErrorKind;
  title: string;
  message: string;
  /** The field the failure is about, shown under it; absent when it concerns the form as a whole. */
  field?: AuthField;
}

/**
 * Failures that name one field. "Invalid credentials" (wrong email or password, not saying which) and
 * "account exists with a different credential" concern the whole form, and stay off the fields.
 */
const KIND_TO_FIELD: Partial<Record<AuthErrorKind, AuthField>> = {
  invalidEmail: 'email',
  userNotFound: 'email',
  emailAlreadyInUse: 'email',
  wrongPassword: 'password',
  weakPassword: 'password',
  commonPassword: 'password',
};

/** Our own sign-up checks (apps/server/src/platform/auth.ts) that concern the name. */
const NAME_CODES = new Set(['NAME_REQUIRED', 'NAME_TOO_LONG']);

/**
 * Better Auth error codes (and our own transport codes) → the spec's auth error catalogue. Codes not
 * listed fall through to "anything else": the error's own message, else the generic one.
 */
const CODE_TO_KIND: Record<string, AuthErrorKind> = {
  INVALID_EMAIL: 'invalidEmail',
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredential',
  INVALID_PASSWORD: 'wrongPassword',
  USER_NOT_FOUND: 'userNotFound',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'userNotFound',
  USER_ALREADY_EXISTS: 'emailAlreadyInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'emailAlreadyInUse',
  PASSWORD_TOO_SHORT: 'weakPassword',
  PASSWORD_TOO_LONG: 'weakPassword',
  PASSWORD_TOO_COMMON: 'commonPassword',
  USER_BANNED: 'userDisabled',
  ACCOUNT_NOT_LINKED: 'accountExistsWithDifferentCredential',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'accountExistsWithDifferentCredential',
  PROVIDER_NOT_FOUND: 'configurationNotFound',
  PROVIDER_NOT_CONFIGURED: 'configurationNotFound',
  CONFIGURATION_NOT_FOUND: 'configurationNotFound',
  OPERATION_NOT_ALLOWED: 'operationNotAllowed',
  EMAIL_PASSWORD_DISABLED: 'operationNotAllowed',
  FORBIDDEN: 'operationNotAllowed',
  INVALID_ORIGIN: 'unauthorizedDomain',
  INVALID_CALLBACKURL: 'unauthorizedDomain',
  INVALID_CALLBACK_URL: 'unauthorizedDomain',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  RATE_LIMITED: 'tooManyRequests',
  NETWORK_ERROR: 'networkFailure',
  TIMEOUT: 'timeout',
  POPUP_BLOCKED: 'popupBlocked',
  POPUP_CLOSED: 'popupClosed',
};

/**
 * Better Auth refuses a malformed body with VALIDATION_ERROR and a message naming the field
 * ("[body.email] Invalid email address"); the field decides the catalogue entry.
 */
const INVALID_FIELD_TO_KIND: Record<string, AuthErrorKind> = {
  email: 'invalidEmail',
  password: 'weakPassword',
};

function invalidFieldKind(message: unknown): AuthErrorKind | undefined {
  const field = typeof message === 'string' ? /^\[body\.(\w+)\]/.exec(message)?.[1] : undefined;
  return field ? INVALID_FIELD_TO_KIND[field] : undefined;
}

function readField(error: unknown, field: 'code' | 'message' | 'status' | 'name'): unknown {
  return typeof error === 'object' && error !== null && field in error
    ? (error as Record<string, unknown>)[field]
    : undefined;
}

/** Maps any thrown auth failure (ApiError, Better Auth body, fetch TypeError, timeout) to the catalogue. */
export function authErrorFor(error: unknown): AuthErrorView {
  const code = readField(error, 'code');
  const status = readField(error, 'status');
  const name = readField(error, 'name');
  const ownMessage = readField(error, 'message');

  let kind: AuthErrorKind | undefined = typeof code === 'string' ? CODE_TO_KIND[code.toUpperCase()] : undefined;
  if (!kind && code === 'VALIDATION_ERROR') kind = invalidFieldKind(ownMessage);
  if (!kind && status === 429) kind = 'tooManyRequests';
  if (!kind && (name === 'TimeoutError' || status === 408)) kind = 'timeout';
  // fetch rejects with a TypeError ("Failed to fetch") when the network is down.
  if (!kind && error instanceof TypeError) kind = 'networkFailure';

  if (kind) {
    const field = KIND_TO_FIELD[kind];
    return { kind, ...AUTH_ERRORS[kind], ...(field ? { field } : {}) };
  }
  const message =
    typeof ownMessage === 'string' && ownMessage.trim() ? ownMessage : AUTH_ERRORS.unexpected.message;
  const nameField =
    (typeof code === 'string' && NAME_CODES.has(code)) ||
    (code === 'VALIDATION_ERROR' && typeof ownMessage === 'string' && ownMessage.startsWith('[body.name]'));
  return { kind: 'unexpected', title: AUTH_ERRORS.unexpected.title, message, ...(nameField ? { field: 'name' as const } : {}) };
}

/** True when the failure means sign-in is not configured: the page shows the setup alert, not a toast. */
export function isAuthNotConfigured(error: unknown): boolean {
  return authErrorFor(error).kind === 'configurationNotFound';
}
