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
 * the stored tsvector (the GIN index's column); the headline, which parses the slide again, is made for
 * the returned rows only.
 */
export async function searchSlides(db: DbOrTx, workspaceId: string, query: string, limit: number): Promise<SlideHitRow[]> {
  const headlineOptions = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxWords=30, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await db.execute(sql`
    with q as (select websearch_to_tsquery('english', ${query}) as query),
    top as (
      select s.deck_id, s.page_number, s.text, d.company_name, d.uploaded_at,
             ts_rank(s.search_vector, q.query) as rank
      from q
      join deck_slides s on s.search_vector @@ q.query
      join decks d on d.id = s.deck_id
      where d.workspace_id = ${workspaceId} and d.hidden_from_user = false
      order by rank desc, d.uploaded_at desc, s.page_number
      limit ${limit}
    )
    select top.deck_id as "deckId", top.company_name as "companyName", top.page_number as "page", top.rank as "rank",
           ts_headline('english', top.text, q.query, ${headlineOptions}) as "headline"
    from top, q
    order by top.rank desc, top.uploaded_at desc, top.page_number
  `);
  const rows = returnedRows(result) as SlideHitRow[];
  return rows.map((row) => ({ ...row, page: Number(row.page), rank: Number(row.rank) }));
}
