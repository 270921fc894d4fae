/**
 * Links to decks, as investors receive them (issue #31): a file on a founder's site, a Google Drive,
 * Dropbox or OneDrive share link, or a viewer page (DocSend, Pitch, Notion…) that needs a browser or an
 * email gate. A share link is turned into its download form; a viewer link is answered with what to do.
 */

import type { SenderVerification } from './email-intake.ts';

export type DeckLink =
  /** A URL to fetch the file from (the share link's download form, or the link itself). */
  | { kind: 'download'; url: string; service: string | null }
  /** A page that shows the deck in a browser: the file cannot be fetched from it. */
  | { kind: 'viewer'; service: string; message: string }
  | { kind: 'invalid'; message: string };

/** Where a deck came from, when not from the upload dialog's file picker: kept on its upload and deck. */
export type DeckSource = LinkSource | EmailSource;

export interface LinkSource {
  kind: 'link';
  /** The link as the investor gave it (not its download form). */
  url: string;
  /** The share service it was read as (Google Drive, Dropbox, OneDrive), or null for a plain address. */
  service: string | null;
}

/** A deck mailed to the workspace's intake address (ADR 0050): an attachment, or a link in the message. */
export interface EmailSource {
  kind: 'email';
  /** The message's From header: the member who sent or forwarded it. */
  from: string;
  subject: string | null;
  /** When the message was sent (ISO 8601), from its Date header. */
  date: string | null;
  /** The link in the message the file was fetched from; null for an attachment. */
  url: string | null;
  /** The message the member forwarded (inline or attached), when it was a forward. */
  original: { from: string | null; subject: string | null; date: string | null } | null;
  /** The forwarded message's body, trimmed: the founder's own words. */
  coverNote: string | null;
  /** What the sender's domain said of the message (SPF/DKIM/DMARC); null or absent when not checked. */
  senderVerification?: SenderVerification | null;
}

export const DECK_LINK_MESSAGES = {
  notALink: 'Paste a link that starts with https://.',
  viewer: (service: string) =>
    `${service} shows decks in a browser, so Pitchscope cannot fetch the file from this link. Download the deck from ${service} and upload the file.`,
  unreachable: (reason: string) => `The link could not be fetched: ${reason}.`,
  privateAddress: 'The link could not be fetched: it leads to an address Pitchscope does not fetch from.',
} as const;

/** Viewer services whose pages need a browser (or an email gate) to show the deck. */
const VIEWERS: ReadonlyArray<{ service: string; hosts: RegExp }> = [
  { service: 'DocSend', hosts: /(^|\.)docsend\.com$/ },
  { service: 'Pitch', hosts: /(^|\.)(pitch\.com|pitch\.page)$/ },
  { service: 'Notion', hosts: /(^|\.)(notion\.so|notion\.site)$/ },
  { service: 'Canva', hosts: /(^|\.)canva\.com$/ },
  { service: 'Papermark', hosts: /(^|\.)papermark\.(io|com)$/ },
  { service: 'Brieflink', hosts: /(^|\.)brieflink\.com$/ },
  { service: 'Figma', hosts: /(^|\.)figma\.com$/ },
  { service: 'Gamma', hosts: /(^|\.)gamma\.app$/ },
];

const GOOGLE_FILE_ID = /^[A-Za-z0-9_-]{10,}$/;

/** Reads a pasted or mailed link: its download form, a viewer's message, or why it is not a link. */
export function readDeckLink(raw: string): DeckLink {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { kind: 'invalid', message: DECK_LINK_MESSAGES.notALink };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid', message: DECK_LINK_MESSAGES.notALink };
  const host = url.hostname.toLowerCase();

  const google = googleDownload(url, host);
  if (google) return { kind: 'download', url: google, service: 'Google Drive' };
  const dropbox = dropboxDownload(url, host);
  if (dropbox) return { kind: 'download', url: dropbox, service: 'Dropbox' };
  const onedrive = oneDriveDownload(url, host);
  if (onedrive) return { kind: 'download', url: onedrive, service: 'OneDrive' };

  const viewer = VIEWERS.find((candidate) => candidate.hosts.test(host));
  if (viewer) return { kind: 'viewer', service: viewer.service, message: DECK_LINK_MESSAGES.viewer(viewer.service) };
  return { kind: 'download', url: url.toString(), service: null };
}

function googleDownload(url: URL, host: string): string | null {
  if (host === 'docs.google.com') {
    // A Slides deck is exported as PowerPoint: its text and slides come through as the founder made them.
    const slides = url.pathname.match(/^\/presentation\/(?:u\/\d+\/)?d\/([^/]+)/);
    if (slides && GOOGLE_FILE_ID.test(slides[1]!)) return `https://docs.google.com/presentation/d/${slides[1]}/export/pptx`;
    const file = url.pathname.match(/^\/(?:document|file)\/(?:u\/\d+\/)?d\/([^/]+)/);
    if (file && GOOGLE_FILE_ID.test(file[1]!)) return `https://docs.google.com/document/d/${file[1]}/export?format=pdf`;
    return null;
  }
  if (host !== 'drive.google.com' && host !== 'drive.usercontent.google.com') return null;
  const byPath = url.pathname.match(/^\/file\/(?:u\/\d+\/)?d\/([^/]+)/)?.[1];
  const id = byPath ?? url.searchParams.get('id');
  if (!id || !GOOGLE_FILE_ID.test(id)) return null;
  // `confirm=t` skips Drive's "can't scan this file for viruses" page on files over its scan limit.
  return `https://drive.usercontent.google.com/download?id=${id}&export=download&confirm=t`;
}

function dropboxDownload(url: URL, host: string): string | null {
  if (host === 'dl.dropboxusercontent.com') return url.toString();
  if (host !== 'www.dropbox.com' && host !== 'dropbox.com') return null;
  // `/s/` and `/scl/fi/` share one file; `/sh/` and `/scl/fo/` share a folder, which is not a deck.
  if (!/^\/(s|scl\/fi)\//.test(url.pathname)) return null;
  const download = new URL(url.toString());
  download.hostname = 'www.dropbox.com';
  download.searchParams.delete('raw');
  download.searchParams.set('dl', '1');
  return download.toString();
}

function oneDriveDownload(url: URL, host: string): string | null {
  if (host === '1drv.ms') {
    // A short link redirects to the share page; asking for the download there needs the long form, which
    // OneDrive gives for `download=1` on the short link too.
    const download = new URL(url.toString());
    download.searchParams.set('download', '1');
    return download.toString();
  }
  if (host === 'onedrive.live.com') {
    const download = new URL(url.toString());
    if (download.pathname === '/redir' || download.pathname === '/view.aspx' || download.pathname === '/embed') {
      download.pathname = '/download';
    }
    return download.pathname === '/download' ? download.toString() : null;
  }
  if (/(^|\.)sharepoint\.com$/.test(host) && /^\/:[a-z]:\//.test(url.pathname)) {
    const download = new URL(url.toString());
    download.searchParams.set('download', '1');
    return download.toString();
  }
  return null;
}

/**
 * The links in a message's text that may lead to a deck, once each, in order: the text a forwarded email
 * or a note carries. Links to the web's furniture (unsubscribe pages, calendars, social profiles) are
 * left out; a link whose path names a document file, or that a known share or viewer service serves, is
 * kept.
 */
export function findDeckLinks(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"'()[\]{}]+/gi)) {
    const link = match[0].replace(/[.,;:!?]+$/, '');
    if (found.includes(link) || !mayBeDeckLink(link)) continue;
    found.push(link);
  }
  return found;
}

const DOCUMENT_PATH = /\.(pdf|pptx?)$/i;

function mayBeDeckLink(link: string): boolean {
  const read = readDeckLink(link);
  if (read.kind === 'invalid') return false;
  if (read.kind === 'viewer' || read.service) return true;
  try {
    return DOCUMENT_PATH.test(new URL(link).pathname);
  } catch {
    return false;
  }
}
