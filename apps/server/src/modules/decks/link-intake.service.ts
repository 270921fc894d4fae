import { DECK_LINK_MESSAGES, readDeckLink, type DeckSource, type EmailSource } from '@pitchscope/domain/deck-links';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { OutboundTargetRefused, type OutboundPolicy } from '../../platform/outbound/outbound-address.ts';
import { OutboundRequestFailed } from '../../platform/outbound/outbound-request.ts';
import { DownloadRefusedByServer, openPublicDownload } from '../../platform/outbound/download.ts';
import { acceptUpload, maxUploadBytes } from './uploads.service.ts';

/**
 * Deck links go to public addresses only, over https or plain http: a founder's site without TLS serves
 * a public file no worse than an email attachment arrives. Tests alone may reach their own loopback server.
 */
const linkPolicy = (allowPrivateNetwork: boolean): OutboundPolicy => ({ schemes: ['https:', 'http:'], allowPrivateNetwork });

/** The name a fetched file gets when neither its server nor its address names it. */
const UNNAMED_LINK_FILE = 'deck-from-link';

/**
 * A deck fetched from a link (issue #31): a share link is turned into its download form, the file is
 * fetched only from outside the network (every redirect checked), within the upload size limit and
 * LINK_DOWNLOAD_TIME_LIMIT_SECONDS, and then received exactly as an uploaded file — the same type check,
 * "Not added" for what is no deck, the same queue — with the link kept as its source.
 */
export async function acceptUploadFromLink(
  ctx: AppContext,
  actor: Actor,
  input: {
    url: string;
    /** A link found in a mailed message: the message it came in (its source) and its workspace. */
    email?: { source: Omit<EmailSource, 'url'>; workspaceId: string };
  },
): Promise<UploadItem> {
  const link = readDeckLink(input.url);
  if (link.kind !== 'download') throw new AppError('BAD_REQUEST', link.message);
  const maxBytes = await maxUploadBytes(ctx);
  try {
    const download = await openPublicDownload(link.url, {
      policy: linkPolicy(ctx.config.LINK_INTAKE_ALLOW_PRIVATE_NETWORK),
      timeoutMs: ctx.config.LINK_DOWNLOAD_TIME_LIMIT_SECONDS * 1000,
      maxBytes,
    });
    const fileName = download.fileName ?? UNNAMED_LINK_FILE;
    const url = input.url.trim();
    const source: DeckSource = input.email ? { ...input.email.source, url } : { kind: 'link', url, service: link.service };
    return await acceptUpload(ctx, actor, { stream: download.stream, fileName, source, workspaceId: input.email?.workspaceId }, maxBytes);
  } catch (error) {
    throw linkFailure(error);
  }
}

/** What the investor is told about a link that gave no file; the upload path's own errors pass as they are. */
function linkFailure(error: unknown): unknown {
  if (error instanceof OutboundTargetRefused) {
    if (error.reason === 'nonPublic') return new AppError('BAD_REQUEST', DECK_LINK_MESSAGES.privateAddress);
    if (error.reason === 'unresolvable') return new AppError('BAD_REQUEST', DECK_LINK_MESSAGES.unreachable(OUTBOUND_MESSAGES.couldNotConnect));
    return new AppError('BAD_REQUEST', DECK_LINK_MESSAGES.notALink);
  }
  if (error instanceof OutboundRequestFailed) return new AppError('BAD_REQUEST', DECK_LINK_MESSAGES.unreachable(error.message));
  if (error instanceof DownloadRefusedByServer) return new AppError('BAD_REQUEST', DECK_LINK_MESSAGES.unreachable(error.message));
  return error;
}
