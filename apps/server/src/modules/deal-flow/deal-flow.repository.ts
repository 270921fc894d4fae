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
 * enters New when uploaded, and each stage change leaves one stage (`from_stage_id`) and enters another
 * (`to_stage_id`). A deck reached a stage when it entered it or any later one (a deck moved from New
 * straight to Due diligence passed Screening too); Passed is not in the funnel's order. A deck's days in a
 * stage add up its ended stays there: the exits' times minus the entries' times, leaving out the entry of
 * the stay it is in now (its latest entry, when the deck is in that stage). Sums, not a window over each
 * deck's history in time order (a window over 16,000 rows took 100 ms on PostgreSQL, ADR 0053), and only
 * over the decks that moved: a deck without history adds one to New's reached and nothing else.
 */
export async function funnel(db: DbOrTx, scope: SQL): Promise<FunnelRow[]> {
  const epoch = (column: SQL) => sql`extract(epoch from ${column})::float8`;
  const rows = await rowsOf<{ id: string; name: string; reached: number; median_seconds: number | null; ended_stays: number; passed: number }>(
    db,
    sql`with scoped as (
          select ${decks.id} as id, ${decks.uploadedAt} as uploaded_at, ${decks.pipelineStageId} as current_stage
          from ${decks} where ${scope}
        ),
        moves as (
          select t.deck_id, t.from_stage_id, t.to_stage_id, t.created_at, scoped.current_stage, scoped.uploaded_at
          from deck_timeline t join scoped on scoped.id = t.deck_id
          where t.kind = 'stage'
        ),
        events as (
          -- Only decks that moved have history to read: the others are in their first stay in New.
          select deck_id, ${NEW_STAGE_ID}::text as stage_id, current_stage, uploaded_at as entered_at, -${epoch(sql`uploaded_at`)} as signed, 0 as exits
          from moves group by deck_id, current_stage, uploaded_at
          union all
          select deck_id, to_stage_id, current_stage, created_at, -${epoch(sql`created_at`)}, 0 from moves where to_stage_id is not null
          union all
          select deck_id, from_stage_id, current_stage, null, ${epoch(sql`created_at`)}, 1 from moves where from_stage_id is not null
        ),
        deck_stage as (
          select deck_id, stage_id, sum(exits) as exits,
                 sum(signed) + case when stage_id = current_stage then ${epoch(sql`max(entered_at)`)} else 0 end as seconds
          from events group by deck_id, stage_id, current_stage
        ),
        furthest as (
          select deck_id, max(s.position) as position
          from events join pipeline_stages s on s.id = events.stage_id
          where events.entered_at is not null and events.stage_id <> ${PASSED_STAGE_ID}
          group by deck_id
        ),
        unmoved as (
          -- Decks without history are in New and reached it alone.
          select (select count(*) from scoped) - (select count(*) from furthest) as decks,
                 (select position from pipeline_stages where id = ${NEW_STAGE_ID}) as position
        ),
        reached as (
          select s.id, (count(f.deck_id) + case when unmoved.position >= s.position then unmoved.decks else 0 end)::int as reached
          from pipeline_stages s cross join unmoved left join furthest f on f.position >= s.position
          group by s.id, s.position, unmoved.decks, unmoved.position
        ),
        medians as (
          select stage_id, percentile_cont(0.5) within group (order by seconds) as median_seconds, count(*)::int as ended_stays
          from deck_stage where exits > 0 group by stage_id
        )
        select s.id, s.name, reached.reached, m.median_seconds, coalesce(m.ended_stays, 0)::int as ended_stays,
               (select count(*) from scoped where current_stage = ${PASSED_STAGE_ID})::int as passed
        from pipeline_stages s join reached on reached.id = s.id left join medians m on m.stage_id = s.id
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
