import { sql, type SQL } from 'drizzle-orm';
import type { FitColor } from '@pitchscope/domain/contracts/decks';
import type { PassReason } from '@pitchscope/domain/pipeline';
import { returnedRows, type DbOrTx } from '../../platform/db/database.ts';

/** A deck of the workspace as comparables and "seen before" show it: its keys, fit and pipeline stage. */
export interface RelatedDeckRow {
  id: string;
  companyName: string;
  website: string;
  keyPeople: string;
  industry: string;
  stage: string;
  roundSize: string;
  uploadedAt: string;
  fitOverall: FitColor | null;
  stageId: string;
  stageName: string;
  passReason: PassReason | null;
  movedAt: string | null;
  industryKey: string | null;
  stageKey: string;
  stageRank: number | null;
  roundSizeMillions: number | null;
  wordSignature: number[] | null;
}

const RELATED_COLUMNS = sql`
  d.id, d.company_name as "companyName", d.website, d.key_people as "keyPeople", d.industry, d.stage,
  d.round_size as "roundSize", d.uploaded_at as "uploadedAt", d.fit_overall as "fitOverall",
  d.pipeline_stage_id as "stageId", ps.name as "stageName", d.pipeline_pass_reason as "passReason",
  d.pipeline_updated_at as "movedAt", d.industry_key as "industryKey", d.stage_key as "stageKey",
  d.stage_rank as "stageRank", d.round_size_millions as "roundSizeMillions", d.word_signature as "wordSignature"`;

/** A row as the drivers return it: PGlite and node-postgres differ on dates and numeric types. */
type RawRelatedRow = Omit<RelatedDeckRow, 'uploadedAt' | 'movedAt' | 'stageRank' | 'roundSizeMillions'> & {
  uploadedAt: Date | string;
  movedAt: Date | string | null;
  stageRank: number | string | null;
  roundSizeMillions: number | string | null;
};

function relatedRows(result: unknown): RelatedDeckRow[] {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return (returnedRows(result) as RawRelatedRow[]).map((row) => ({
    ...row,
    uploadedAt: iso(row.uploadedAt),
    movedAt: row.movedAt === null ? null : iso(row.movedAt),
    stageRank: row.stageRank === null ? null : Number(row.stageRank),
    roundSizeMillions: row.roundSizeMillions === null ? null : Number(row.roundSizeMillions),
  }));
}

/**
 * The workspace's visible decks that may be like this one: the same sector, the same stage, or a shared
 * band of the word signature (the duplicate check's index). Those sharing the sector come first, then the
 * stage, then the newest, and at most `limit`: scoring reads a bounded set whatever the library's size.
 */
export async function comparableCandidates(
  db: DbOrTx,
  deck: { id: string; workspaceId: string; industryKey: string | null; stageKey: string; stageRank: number | null; bandKeys: number[] },
  limit: number,
): Promise<RelatedDeckRow[]> {
  const alike: SQL[] = [];
  // A deck that states no sector (or stage) orders by the rest: PostgreSQL refuses a constant in ORDER BY.
  const order: SQL[] = [];
  if (deck.industryKey !== null) {
    alike.push(sql`d.industry_key = ${deck.industryKey}`);
    order.push(sql`(d.industry_key = ${deck.industryKey}) desc`);
  }
  if (deck.stageRank !== null) {
    alike.push(sql`d.stage_key = ${deck.stageKey}`);
    order.push(sql`(d.stage_key = ${deck.stageKey}) desc`);
  }
  if (deck.bandKeys.length > 0) {
    alike.push(sql`d.id in (select b.deck_id from deck_signature_bands b
      where b.workspace_id = ${deck.workspaceId} and b.band_key in (${sql.join(deck.bandKeys.map((key) => sql`${key}`), sql`, `)}))`);
  }
  if (alike.length === 0) return [];
  const result = await db.execute(sql`
    select ${RELATED_COLUMNS}
    from decks d join pipeline_stages ps on ps.id = d.pipeline_stage_id
    where d.workspace_id = ${deck.workspaceId} and d.hidden_from_user = false and d.id <> ${deck.id}
      and (${sql.join(alike, sql` or `)})
    order by ${sql.join([...order, sql`d.uploaded_at desc`, sql`d.id`], sql`, `)}
    limit ${limit}
  `);
  return relatedRows(result);
}

/**
 * The workspace's visible decks uploaded before this one that may be the same company or founders: a
 * company name alike (trigram, the admin search's index), the same website host, or a founder's name in
 * their key people. The rules in domain comparables decide; this only narrows.
 */
export async function seenBeforeCandidates(
  db: DbOrTx,
  deck: { id: string; workspaceId: string; uploadedAt: Date; companyName: string; websiteDomain: string; founders: string[] },
  limit: number,
): Promise<RelatedDeckRow[]> {
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const alike: SQL[] = [sql`lower(d.company_name) % ${deck.companyName.toLowerCase()}`];
  if (deck.websiteDomain) alike.push(sql`lower(d.website) like ${like(deck.websiteDomain)}`);
  // Lower case on both sides, as the trigram indexes are built (founders and hosts are lower case already).
  for (const founder of deck.founders) alike.push(sql`lower(d.key_people) like ${like(founder)}`);
  const result = await db.execute(sql`
    select ${RELATED_COLUMNS}
    from decks d join pipeline_stages ps on ps.id = d.pipeline_stage_id
    where d.workspace_id = ${deck.workspaceId} and d.hidden_from_user = false and d.id <> ${deck.id}
      and d.uploaded_at < ${deck.uploadedAt.toISOString()}
      and (${sql.join(alike, sql` or `)})
    order by d.uploaded_at desc, d.id
    limit ${limit}
  `);
  return relatedRows(result);
}
