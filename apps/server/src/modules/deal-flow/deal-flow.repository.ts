/**
 * The deal-flow charts' queries (issue #37, ADR 0053): one statement per chart, each over the decks that
 * `scope` selects (the library's `deckListWhere`: the workspace, visible decks, the filters), so every
 * number here is a count the library lists when its bar is clicked.
 */
import { sql, type SQL } from 'drizzle-orm';
import { UNSTATED_KEY } from '@pitchscope/domain/contracts/deck-list';
import { NEW_STAGE_ID, PASSED_STAGE_ID } from '@pitchscope/domain/pipeline';
import { returnedRows, type DbOrTx } from '../../platform/db/database.ts';
import { decks } from '../../db/schema.ts';
import { deckSourceKind } from '../decks/deck-list.query.ts';

export interface GroupCount {
  key: string;
  count: number;
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return returnedRows(await db.execute(query)) as T[];
}

/** Decks received per week (Monday 00:00 UTC), weeks without decks absent. */
export async function weeklyCounts(db: DbOrTx, scope: SQL): Promise<Array<{ weekStart: string; count: number }>> {
  const week = sql`to_char(date_trunc('week', ${decks.uploadedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await rowsOf<{ week_start: string; count: number }>(
    db,
    sql`select ${week} as week_start, count(*)::int as count from ${decks} where ${scope} group by 1 order by 1`,
  );
  return rows.map((row) => ({ weekStart: row.week_start, count: Number(row.count) }));
}

/** The chartable groupings of decks; a deck without the value is counted under `Unknown`. */
const BREAKDOWN_KEYS = {
  sector: sql`coalesce(${decks.industryKey}, ${UNSTATED_KEY})`,
  stage: sql`${decks.stageKey}`,
  geography: sql`coalesce(${decks.locationKey}, ${UNSTATED_KEY})`,
  fit: sql`coalesce(${decks.fitOverall}, ${UNSTATED_KEY})`,
  source: deckSourceKind,
} as const;
export type BreakdownName = keyof typeof BREAKDOWN_KEYS;

/** Every group's count, largest first (ties by key, so the answer is stable). */
export async function breakdown(db: DbOrTx, scope: SQL, name: BreakdownName): Promise<GroupCount[]> {
  const rows = await rowsOf<{ key: string; count: number }>(
    db,
    sql`select ${BREAKDOWN_KEYS[name]} as key, count(*)::int as count from ${decks} where ${scope} group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** Decks now in Passed, by reason. */
export async function passReasonCounts(db: DbOrTx, scope: SQL): Promise<GroupCount[]> {
  const rows = await rowsOf<{ key: string; count: number }>(
    db,
    sql`select coalesce(${decks.pipelinePassReason}, 'other') as key, count(*)::int as count from ${decks}
        where ${scope} and ${decks.pipelineStageId} = ${PASSED_STAGE_ID} group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** The overall fit of the decks now in Passed, and of those now in a later stage than New (not Passed). */
export async function fitByOutcome(db: DbOrTx, scope: SQL): Promise<Array<{ fit: string; passed: number; advanced: number }>> {
  const rows = await rowsOf<{ fit: string; passed: number; advanced: number }>(
    db,
    sql`select coalesce(${decks.fitOverall}, ${UNSTATED_KEY}) as fit,
          count(*) filter (where ${decks.pipelineStageId} = ${PASSED_STAGE_ID})::int as passed,
          count(*) filter (where ${decks.pipelineStageId} not in (${PASSED_STAGE_ID}, ${NEW_STAGE_ID}))::int as advanced
        from ${decks} where ${scope} group by 1 order by 1`,
  );
  return rows.map((row) => ({ fit: row.fit, passed: Number(row.passed), advanced: Number(row.advanced) }));
}

export interface FunnelRow {
  id: string;
  name: string;
  reached: number;
  medianSeconds: number | null;
  endedStays: number;
  /** The same on every row: decks now in Passed. */
  passed: number;
}

/**
 * The funnel, in one statement. A deck's stays come from its stage history (deck_timeline, ADR 0016): it
 * enters New when uploaded, then each stage change enters the next stage and ends the stay before. A deck
 * reached a stage when it entered it or any later one (a deck moved from New straight to Due diligence
 * passed Screening too); Passed is not in the funnel's order. A deck's days in a stage add up its ended
 * stays there; the stay it is in now has not ended and is left out of the median.
 */
export async function funnel(db: DbOrTx, scope: SQL): Promise<FunnelRow[]> {
  const rows = await rowsOf<{ id: string; name: string; reached: number; median_seconds: number | null; ended_stays: number; passed: number }>(
    db,
    sql`with scoped as (
          select ${decks.id} as id, ${decks.uploadedAt} as uploaded_at, ${decks.pipelineStageId} as stage_id
          from ${decks} where ${scope}
        ),
        entries as (
          select scoped.id as deck_id, ${NEW_STAGE_ID}::text as stage_id, scoped.uploaded_at as entered_at, 0 as seq from scoped
          union all
          select t.deck_id, t.to_stage_id, t.created_at, t.seq
          from deck_timeline t join scoped on scoped.id = t.deck_id
          where t.kind = 'stage' and t.to_stage_id is not null
        ),
        stays as (
          select deck_id, stage_id, entered_at,
                 lead(entered_at) over (partition by deck_id order by entered_at, seq) as left_at
          from entries
        ),
        deck_stage as (
          select deck_id, stage_id,
                 sum(extract(epoch from (left_at - entered_at))) filter (where left_at is not null) as seconds,
                 bool_or(left_at is not null) as ended
          from stays group by deck_id, stage_id
        ),
        furthest as (
          select deck_stage.deck_id, max(s.position) as position
          from deck_stage join pipeline_stages s on s.id = deck_stage.stage_id
          where deck_stage.stage_id <> ${PASSED_STAGE_ID}
          group by deck_stage.deck_id
        ),
        medians as (
          select stage_id, percentile_cont(0.5) within group (order by seconds::float8) as median_seconds, count(*)::int as ended_stays
          from deck_stage where ended group by stage_id
        )
        select s.id, s.name,
               (select count(*) from furthest f where f.position >= s.position)::int as reached,
               m.median_seconds, coalesce(m.ended_stays, 0)::int as ended_stays,
               (select count(*) from scoped where stage_id = ${PASSED_STAGE_ID})::int as passed
        from pipeline_stages s left join medians m on m.stage_id = s.id
        where s.id <> ${PASSED_STAGE_ID}
        order by s.position, s.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    reached: Number(row.reached),
    medianSeconds: row.median_seconds === null ? null : Number(row.median_seconds),
    endedStays: Number(row.ended_stays),
    passed: Number(row.passed),
  }));
}
