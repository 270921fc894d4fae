import { desc, eq, sql } from 'drizzle-orm';
import type { AskAnswer } from '@pitchscope/domain/ask-deck';
import { HEADLINE_START, HEADLINE_STOP } from '@pitchscope/domain/slide-search';
import { returnedRows, type DbOrTx } from '../../platform/db/database.ts';
import { deckQuestions, user } from '../../db/schema.ts';

export async function insertQuestion(
  db: DbOrTx,
  row: { id: string; deckId: string; askedBy: string; question: string; answer: AskAnswer; createdAt: Date },
): Promise<void> {
  await db.insert(deckQuestions).values(row);
}

export function listQuestions(db: DbOrTx, deckId: string, limit: number) {
  return db
    .select({
      id: deckQuestions.id,
      question: deckQuestions.question,
      answer: deckQuestions.answer,
      askedBy: user.name,
      createdAt: deckQuestions.createdAt,
    })
    .from(deckQuestions)
    .leftJoin(user, eq(user.id, deckQuestions.askedBy))
    .where(eq(deckQuestions.deckId, deckId))
    .orderBy(desc(deckQuestions.createdAt), desc(deckQuestions.id))
    .limit(limit);
}

export interface SlideHitRow {
  deckId: string;
  companyName: string;
  page: number;
  rank: number;
  headline: string;
}

/**
 * The workspace's slides that match a web-search style query (quotes, OR, -word), best first. Ranked on
 * the stored tsvector (the GIN index's column); the headline, which parses the slide again, and the
 * company name are read for the returned rows only.
 *
 * Shaped for a word on most slides of 10,000 decks (ADR 0056): the ranks are computed on the matching
 * slides alone (`offset 0` keeps that subquery from being merged into the join, which would carry every
 * match's tsvector through it), then joined by hash to the workspace's visible decks read once from the
 * library index (materialised: one look-up per match on the wide deck rows cost more than the ranking).
 * The deck id ends the order: decks uploaded at the same moment would otherwise tie, and a page could differ
 * between two runs of the same search.
 */
export async function searchSlides(db: DbOrTx, workspaceId: string, query: string, limit: number): Promise<SlideHitRow[]> {
  const headlineOptions = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxWords=30, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await db.execute(sql`
    with q as (select websearch_to_tsquery('english', ${query}) as query),
    visible as materialized (
      select d.id, d.uploaded_at from decks d where d.workspace_id = ${workspaceId} and d.hidden_from_user = false
    ),
    matched as (
      select s.deck_id, s.page_number, ts_rank(s.search_vector, q.query) as rank
      from q join deck_slides s on s.search_vector @@ q.query
      offset 0
    ),
    top as (
      select matched.deck_id, matched.page_number, matched.rank, visible.uploaded_at
      from matched join visible on visible.id = matched.deck_id
      order by matched.rank desc, visible.uploaded_at desc, matched.page_number, matched.deck_id
      limit ${limit}
    )
    select top.deck_id as "deckId", d.company_name as "companyName", top.page_number as "page", top.rank as "rank",
           ts_headline('english', s.text, q.query, ${headlineOptions}) as "headline"
    from top cross join q
    join decks d on d.id = top.deck_id
    join deck_slides s on s.deck_id = top.deck_id and s.page_number = top.page_number
    order by top.rank desc, top.uploaded_at desc, top.page_number, top.deck_id
  `);
  const rows = returnedRows(result) as SlideHitRow[];
  return rows.map((row) => ({ ...row, page: Number(row.page), rank: Number(row.rank) }));
}
