import { z } from 'zod';

/**
 * Search every slide (issue #32 item 2): full-text search over the slides of the decks a workspace holds.
 * A snippet comes in parts, the matched words marked, so no client ever renders markup from a deck.
 */

export const SLIDE_SEARCH_MIN_LENGTH = 2;
export const SLIDE_SEARCH_MAX_LENGTH = 200;
export const SLIDE_SEARCH_LIMIT = 20;

export const slideSearchQuerySchema = z.object({
  q: z.string().trim().min(SLIDE_SEARCH_MIN_LENGTH).max(SLIDE_SEARCH_MAX_LENGTH),
});

export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const slideSearchHitSchema = z.object({
  deckId: z.string(),
  companyName: z.string(),
  page: z.number().int().positive(),
  rank: z.number(),
  snippet: z.array(snippetPartSchema),
});
export type SlideSearchHit = z.infer<typeof slideSearchHitSchema>;

export const slideSearchResponseSchema = z.object({ hits: z.array(slideSearchHitSchema) });
export type SlideSearchResponse = z.infer<typeof slideSearchResponseSchema>;

/** Marks ts_headline puts around a match: private-use characters, which no slide text holds. */
export const HEADLINE_START = '\uE000';
export const HEADLINE_STOP = '\uE001';

/** A ts_headline answer as parts: "ARR of \uE000$1.2M\uE001" → [{ARR of}, {$1.2M, match}]. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of headline.replace(/\s+/g, ' ').split(new RegExp(`[${HEADLINE_START}${HEADLINE_STOP}]`)).entries()) {
    if (piece) parts.push({ text: piece, match: i % 2 === 1 });
  }
  return parts;
}
