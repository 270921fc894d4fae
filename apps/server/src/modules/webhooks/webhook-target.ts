import {
  outboundPolicy,
  OutboundTargetRefused,
  resolvePublicTarget,
  type OutboundRefusalReason,
  type PublicTarget,
  type Resolver,
} from '../../platform/outbound/outbound-address.ts';

export type { Resolver } from '../../platform/outbound/outbound-address.ts';

/**
 * Where a webhook may be sent (ADR 0021): the platform's outbound-address policy (platform/outbound), https
 * to public addresses only, or also http and the private network when the admin allows private targets.
 * Checked at registration and again at every delivery, after resolution; the request then connects to the
 * address that was checked.
 */
export const WEBHOOK_TARGET_MESSAGES = {
  invalidUrl: 'Enter a valid URL, such as https://example.com/webhooks/pitchscope.',
  httpsRequired: 'The endpoint must use https.',
  credentials: 'The URL must not contain a user name or password.',
  unresolvable: (host: string) => `The host ${host} could not be resolved.`,
  nonPublic: (host: string) =>
    `The host ${host} is not a public internet address (private, loopback, link-local, reserved or documentation ranges, or IPv6 forms of IPv4 addresses); webhooks are sent to public addresses only.`,
} as const;

const MESSAGE_OF: Record<OutboundRefusalReason, (host: string) => string> = {
  invalidUrl: () => WEBHOOK_TARGET_MESSAGES.invalidUrl,
  scheme: () => WEBHOOK_TARGET_MESSAGES.httpsRequired,
  credentials: () => WEBHOOK_TARGET_MESSAGES.credentials,
  unresolvable: WEBHOOK_TARGET_MESSAGES.unresolvable,
  nonPublic: WEBHOOK_TARGET_MESSAGES.nonPublic,
};

/** A target the policy refused; `message` is for the user, `detail` (which address, which range) for the log. */
export class WebhookTargetRefused extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

export type ResolvedTarget = PublicTarget;

/**
 * Resolves the URL's host and checks every address it has (an attacker's name may list a public and a
 * private one). Returns the address to connect to. Throws WebhookTargetRefused with a message for the user.
 */
export async function resolveWebhookTarget(
  raw: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<ResolvedTarget> {
  try {
    return await resolvePublicTarget(raw, outboundPolicy(options.allowPrivate), options.resolve);
  } catch (error) {
    if (error instanceof OutboundTargetRefused) throw new WebhookTargetRefused(MESSAGE_OF[error.reason](error.host), error.detail);
    throw error;
  }
}
