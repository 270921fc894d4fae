/**
 * The deal flow of a seeded library (issue #37): sectors, locations, sources and a dated pipeline history
 * spread over the decks by a hash of their id. Used by the deal-flow chart queries' benchmark and, through
 * app-server.ts (BENCH_SEED_DEAL_FLOW), by the deal-flow page's first render in the browser.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../apps/server/src/platform/db/database.ts';

/** Sectors, locations and a stage history spread over the seeded decks by a hash of their id. */
export async function spreadDealFlow(db: DbOrTx, workspaceId: string) {
  const h = sql.raw(`abs(hashtext(id))`);
  await db.execute(sql`update decks set
      industry_key = (array['fintech','health','energy / cleantech','saas','marketplace','edtech','deep tech',null])[1 + ${h} % 8],
      location_key = (array['berlin','paris','london','helsinki','new york',null])[1 + (${h} / 8) % 6],
      source = case when ${h} % 5 = 0 then '{"kind":"link","url":"https://example.com/d.pdf","service":null}'::jsonb end,
      pipeline_stage_id = case when ${h} % 20 < 3 then 'first-meeting' when ${h} % 20 < 5 then 'screening' when ${h} % 20 < 7 then 'passed' else 'new' end,
      pipeline_pass_reason = case when ${h} % 20 between 5 and 6 then (array['stage','sector','traction','team'])[1 + (${h} / 20) % 4] end
    where workspace_id = ${workspaceId}`);
  // Screening for those now in Screening or First meeting, and for half of the passed ones; First meeting after.
  await db.execute(sql`insert into deck_timeline (id, deck_id, kind, from_stage_id, from_stage_name, to_stage_id, to_stage_name, created_at)
    select 'tl1-' || id, id, 'stage', 'new', 'New', 'screening', 'Screening', uploaded_at + (1 + ${h} % 9) * interval '1 day'
    from decks where workspace_id = ${workspaceId} and (${h} % 20 < 6)`);
  await db.execute(sql`insert into deck_timeline (id, deck_id, kind, from_stage_id, from_stage_name, to_stage_id, to_stage_name, created_at)
    select 'tl2-' || id, id, 'stage', 'screening', 'Screening', 'first-meeting', 'First meeting', uploaded_at + (12 + ${h} % 11) * interval '1 day'
    from decks where workspace_id = ${workspaceId} and ${h} % 20 < 3`);
  await db.execute(sql`insert into deck_timeline (id, deck_id, kind, from_stage_id, from_stage_name, to_stage_id, to_stage_name, pass_reason, created_at)
    select 'tl3-' || id, id, 'stage', case when ${h} % 20 = 5 then 'screening' else 'new' end, '', 'passed', 'Passed', pipeline_pass_reason,
      uploaded_at + (20 + ${h} % 5) * interval '1 day'
    from decks where workspace_id = ${workspaceId} and ${h} % 20 between 5 and 6`);
  // As autovacuum leaves a settled table on PostgreSQL: the visibility map lets the charts scan the index alone.
  await db.execute(sql.raw('vacuum analyze'));
}
