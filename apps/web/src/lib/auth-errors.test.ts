import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@pitchscope/domain/messages';
import { ApiError } from '@/lib/api-client';
import { authErrorFor, isAuthNotConfigured } from '@/lib/auth-errors';

describe('authErrorFor', () => {
  it.each([
    ['USER_ALREADY_EXISTS', 422, AUTH_ERRORS.emailAlreadyInUse],
    ['INVALID_EMAIL_OR_PASSWORD', 401, AUTH_ERRORS.invalidCredential],
    ['PASSWORD_TOO_SHORT', 400, AUTH_ERRORS.weakPassword],
    ['PASSWORD_TOO_COMMON', 400, AUTH_ERRORS.commonPassword],
    ['INVALID_EMAIL', 400, AUTH_ERRORS.invalidEmail],
    ['USER_NOT_FOUND', 404, AUTH_ERRORS.userNotFound],
    ['PROVIDER_NOT_FOUND', 404, AUTH_ERRORS.configurationNotFound],
    ['NETWORK_ERROR', 0, AUTH_ERRORS.networkFailure],
  ])('maps Better Auth code %s to the spec catalogue', (code, status, expected) => {
    const view = authErrorFor(new ApiError(code, status, 'raw server text'));
    expect(view.title).toBe(expected.title);
    expect(view.message).toBe(expected.message);
  });

  it('reads the field of a Better Auth validation error: a malformed email gets the catalogue text', () => {
    const email = authErrorFor(new ApiError('VALIDATION_ERROR', 400, '[body.email] Invalid email address'));
    expect(email).toMatchObject({ kind: 'invalidEmail', message: 'The email address is not valid.' });
    const password = authErrorFor(new ApiError('VALIDATION_ERROR', 400, '[body.password] Expected string'));
    expect(password.kind).toBe('weakPassword');
    const other = authErrorFor(new ApiError('VALIDATION_ERROR', 400, '[body.image] Invalid input'));
    expect(other).toMatchObject({ kind: 'unexpected', message: '[body.image] Invalid input' });
  });

  it('maps HTTP 429 without a known code to "Too Many Attempts"', () => {
    const view = authErrorFor(new ApiError('HTTP_ERROR', 429, 'Too many requests. Please try again later.'));
    expect(view).toMatchObject({ kind: 'tooManyRequests', title: 'Too Many Attempts' });
  });

  it('treats a fetch TypeError as a network failure', () => {
    expect(authErrorFor(new TypeError('Failed to fetch')).title).toBe('Network Error');
  });

  it('treats a timeout as the timeout message', () => {
    expect(authErrorFor(new DOMException('signal timed out', 'TimeoutError')).message).toBe(AUTH_ERRORS.timeout.message);
  });

  it('falls back to the error message, then to the generic text, with the default title', () => {
    expect(authErrorFor(new ApiError('HTTP_ERROR', 500, 'Database is down'))).toEqual({
      kind: 'unexpected',
      title: 'Authentication Error',
      message: 'Database is down',
    });
    expect(authErrorFor(null).message).toBe('An unexpected error occurred. Please try again.');
    expect(authErrorFor({ message: '   ' }).message).toBe('An unexpected error occurred. Please try again.');
  });

  it('accepts plain Better Auth bodies and lower-case codes', () => {
    expect(authErrorFor({ code: 'user_already_exists', message: 'User already exists' }).kind).toBe('emailAlreadyInUse');
  });

  it('recognises the not-configured case', () => {
    expect(isAuthNotConfigured(new ApiError('PROVIDER_NOT_CONFIGURED', 503, 'x'))).toBe(true);
    expect(isAuthNotConfigured(new ApiError('INVALID_EMAIL', 400, 'x'))).toBe(false);
  });

  it('names the field a failure is about, and none for one about the whole form', () => {
    const field = (code: string, message = 'x') => authErrorFor(new ApiError(code, 400, message)).field;
    expect(field('USER_ALREADY_EXISTS')).toBe('email');
    expect(field('INVALID_EMAIL')).toBe('email');
    expect(field('USER_NOT_FOUND')).toBe('email');
    expect(field('PASSWORD_TOO_SHORT')).toBe('password');
    expect(field('PASSWORD_TOO_COMMON')).toBe('password');
    expect(field('NAME_REQUIRED', 'Please fill in all required fields.')).toBe('name');
    expect(field('NAME_TOO_LONG')).toBe('name');
    expect(field('VALIDATION_ERROR', '[body.name] Too big')).toBe('name');
    expect(field('INVALID_EMAIL_OR_PASSWORD')).toBeUndefined();
    expect(field('TOO_MANY_REQUESTS')).toBeUndefined();
    // The server's own message is kept for a name problem: it is the spec's text.
    expect(authErrorFor(new ApiError('NAME_REQUIRED', 400, 'Please fill in all required fields.')).message).toBe(
      'Please fill in all required fields.',
    );
  });
});
