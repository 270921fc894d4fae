import { DECK_PAGE_PATH, DEEP_ANALYSIS_PATH } from '@pitchscope/domain/constants';
import { WEEKLY_DIGEST_MESSAGES, type WeeklyDigest } from '@pitchscope/domain/weekly-digest';
import { escapeHtml, oneLine, type MailMessage } from '../../platform/mail.ts';

/**
 * The digest as an email: the week's counts in the subject, the best new decks with their fit and a
 * link each, the completed deep analyses, and a link to the library. Names only what the list shows.
 */
export function composeWeeklyDigestEmail(input: { to: string; digest: WeeklyDigest; appUrl: string }): MailMessage {
  const { digest, appUrl } = input;
  const link = (path: string, id: string) => `${appUrl}${path}${encodeURIComponent(id)}`;
  const deckLines = digest.topDecks.map((deck) => ({
    text: `${oneLine(deck.companyName)} — ${deck.fitLabel ?? WEEKLY_DIGEST_MESSAGES.notRated} · ${oneLine(deck.industry)}`,
    url: link(DECK_PAGE_PATH, deck.id),
  }));
  const more = digest.newDeckCount - digest.topDecks.length;
  const analysisLines = digest.completedAnalyses.map((analysis) => ({
    text: oneLine(analysis.companyName),
    url: link(DEEP_ANALYSIS_PATH, analysis.deckId),
  }));
  const libraryUrl = `${appUrl}${DECK_PAGE_PATH.replace(/\/$/, '')}`;

  const textSections: string[] = [];
  if (deckLines.length > 0) {
    textSections.push(
      [
        `${WEEKLY_DIGEST_MESSAGES.newDecksHeading}:`,
        ...deckLines.map((line) => `- ${line.text}\n  ${line.url}`),
        ...(more > 0 ? [WEEKLY_DIGEST_MESSAGES.moreDecks(more)] : []),
      ].join('\n'),
    );
  }
  if (analysisLines.length > 0) {
    textSections.push([`${WEEKLY_DIGEST_MESSAGES.analysesHeading}:`, ...analysisLines.map((line) => `- ${line.text}\n  ${line.url}`)].join('\n'));
  }
  const text = `${textSections.join('\n\n')}\n\n${WEEKLY_DIGEST_MESSAGES.openLibrary}: ${libraryUrl}\n\n${WEEKLY_DIGEST_MESSAGES.settingsNote}\n`;

  const list = (lines: Array<{ text: string; url: string }>) =>
    `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></li>`).join('')}</ul>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif; line-height: 1.5; color: #1f2937;">',
    ...(deckLines.length > 0
      ? [
          `<h2 style="font-size: 16px;">${escapeHtml(WEEKLY_DIGEST_MESSAGES.newDecksHeading)}</h2>`,
          list(deckLines),
          ...(more > 0 ? [`<p>${escapeHtml(WEEKLY_DIGEST_MESSAGES.moreDecks(more))}</p>`] : []),
        ]
      : []),
    ...(analysisLines.length > 0
      ? [`<h2 style="font-size: 16px;">${escapeHtml(WEEKLY_DIGEST_MESSAGES.analysesHeading)}</h2>`, list(analysisLines)]
      : []),
    `<p><a href="${escapeHtml(libraryUrl)}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(WEEKLY_DIGEST_MESSAGES.openLibrary)}</a></p>`,
    `<p style="color: #6b7280; font-size: 13px;">${escapeHtml(WEEKLY_DIGEST_MESSAGES.settingsNote)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: WEEKLY_DIGEST_MESSAGES.subject(digest), text, html };
}
