import { describe, expect, it } from 'vitest';
import { WEEKLY_DIGEST_MESSAGES, WEEKLY_DIGEST_TOP_DECKS, weeklyDigestOf, type DigestDeck } from './weekly-digest.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, 20 + n, 9));
const deck = (id: string, fitOverall: DigestDeck['fitOverall'], uploadedDay: number): DigestDeck => ({
  id,
  companyName: `Company ${id}`,
  industry: 'Fintech',
  fitOverall,
  uploadedAt: day(uploadedDay),
});

describe('the weekly digest', () => {
  it('is nothing for a quiet week', () => {
    expect(weeklyDigestOf([], [])).toBeNull();
  });

  it('names the best fits first, newest first within a colour, and unrated decks last', () => {
    const digest = weeklyDigestOf(
      [deck('red', 'Red', 5), deck('none', null, 6), deck('green-old', 'Green', 1), deck('yellow', 'Yellow', 4), deck('green-new', 'Green', 3), deck('unknown', 'Unknown', 2)],
      [],
    )!;
    expect(digest.topDecks.map((d) => d.id)).toEqual(['green-new', 'green-old', 'yellow', 'red', 'unknown']);
    expect(digest.topDecks.length).toBe(WEEKLY_DIGEST_TOP_DECKS);
    expect(digest.topDecks[0]!.fitLabel).toBe('Strong Match');
    expect(digest).toMatchObject({ newDeckCount: 6, strongMatchCount: 2 });
  });

  it('is sent for completed analyses alone, newest first, and says so in the subject', () => {
    const digest = weeklyDigestOf([], [
      { deckId: 'a', companyName: 'Alpha', finishedAt: day(1) },
      { deckId: 'b', companyName: 'Beta', finishedAt: day(3) },
    ])!;
    expect(digest.completedAnalyses.map((a) => a.deckId)).toEqual(['b', 'a']);
    expect(WEEKLY_DIGEST_MESSAGES.subject(digest)).toBe('Your week on Pitchscope: 0 new decks, 2 deep analyses');
  });

  it('counts in the subject in the singular and plural', () => {
    const digest = weeklyDigestOf([deck('g', 'Green', 1)], [{ deckId: 'g', companyName: 'G', finishedAt: day(2) }])!;
    expect(WEEKLY_DIGEST_MESSAGES.subject(digest)).toBe('Your week on Pitchscope: 1 new deck, 1 strong match, 1 deep analysis');
  });
});
