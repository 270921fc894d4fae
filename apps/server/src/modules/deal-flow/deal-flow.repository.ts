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

export interface GroupCount {
  key: string;
  count: number;
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return returnedRows(await db.execute(query)) as T[];
}

/**
 * Decks received per week (Monday 00:00 UTC), weeks without decks absent. Grouped on the truncated
 * timestamp and formatted per week, not per deck: `to_char` on each of 10,000 rows was most of the query
 * (70 ms of CPU on PGlite, ADR 0056).
 */
export async function weeklyCounts(db: DbOrTx, scope: SQL): Promise<Array<{ weekStart: string; count: number }>> {
  const rows = await rowsOf<{ week_start: string; count: number }>(
    db,
    sql`select to_char(week, 'YYYY-MM-DD') as week_start, count from (
          select date_trunc('week', ${decks.uploadedAt} at time zone 'UTC') as week, count(*)::int as count
          from ${decks} where ${scope} group by 1
        ) as weeks order by week`,
  );
  return rows.map((row) => ({ weekStart: row.week_start, count: Number(row.count) }));
}

/** The chartable groupings of decks; a deck without the value is counted under `Unknown`. */
const BREAKDOWN_KEYS = {
  sector: sql`coalesce(${decks.industryKey}, ${UNSTATED_KEY})`,
  stage: sql`${decks.stageKey}`,
  geography: sql`coalesce(${decks.locationKey}, ${UNSTATED_KEY})`,
  fit: sql`coalesce(${decks.fitOverall}, ${UNSTATED_KEY})`,
  // The kind the database keeps from `source` (an upload when none is recorded), in the deal-flow index.
  source: sql`${decks.sourceKind}`,
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
 * deck's history in time order (ADR 0053).
 *
 * Shaped for 10,000 decks (issue #37, ADR 0056): the scoped decks are read twice from the deal-flow index
 * (once counted, once joined to the history), never materialised and re-read; each stage change is read
 * once and split into its exit and its entry in the same pass; the upload's entry into New is added per
 * deck and stage group instead of being a row of its own; `date_part` gives float seconds where
 * `extract` would compute a numeric per row; and "reached" sums a per-position histogram of the decks'
 * furthest stages. Only decks that moved are read: a deck without history adds one to New's reached.
 */
export async function funnel(db: DbOrTx, scope: SQL): Promise<FunnelRow[]> {
  const seconds = (column: SQL) => sql`date_part('epoch', ${column})`;
  const rows = await rowsOf<{ id: string; name: string; reached: number; median_seconds: number | null; ended_stays: number; passed: number }>(
    db,
    sql`with totals as (
          select count(*) as decks, count(*) filter (where ${decks.pipelineStageId} = ${PASSED_STAGE_ID}) as passed
          from ${decks} where ${scope}
        ),
        new_stage as (select position from pipeline_stages where id = ${NEW_STAGE_ID}),
        moves as (
          select t.deck_id, t.from_stage_id, t.to_stage_id, ${seconds(sql`t.created_at`)} as at,
                 ${decks.pipelineStageId} as current_stage, ${seconds(sql`${decks.uploadedAt}`)} as uploaded
          from deck_timeline t join ${decks} on ${decks.id} = t.deck_id
          where t.kind = 'stage' and ${scope}
        ),
        deck_stage as (
          -- Per deck and stage: exits, and Σ exits − Σ entries (the upload is New's first entry), plus the
          -- latest entry when the deck is in that stage now (its open stay is not a duration).
          select sum(e.exits) as exits, e.stage_id,
                 sum(e.signed) - case when e.stage_id = ${NEW_STAGE_ID} then m.uploaded else 0 end
                   + case when e.stage_id = m.current_stage
                       then greatest(max(e.entered), case when e.stage_id = ${NEW_STAGE_ID} then m.uploaded end)
                       else 0 end as seconds
          from moves m
          cross join lateral (values (m.to_stage_id, -m.at, 0, m.at), (m.from_stage_id, m.at, 1, null::float8))
            as e(stage_id, signed, exits, entered)
          where e.stage_id is not null
          group by m.deck_id, e.stage_id, m.current_stage, m.uploaded
        ),
        furthest as (
          -- Every deck that moved entered New at upload.
          select greatest(max(s.position), (select position from new_stage)) as position
          from moves m left join pipeline_stages s on s.id = m.to_stage_id and s.id <> ${PASSED_STAGE_ID}
          group by m.deck_id
        ),
        at_position as (
          select position, count(*) as decks from furthest group by position
          union all
          -- Decks without history are in New and reached it alone.
          select (select position from new_stage), (select decks from totals) - (select count(*) from furthest)
        ),
        medians as (
          select stage_id, percentile_cont(0.5) within group (order by seconds) as median_seconds, count(*)::int as ended_stays
          from deck_stage where exits > 0 group by stage_id
        )
        select s.id, s.name,
               (select coalesce(sum(p.decks), 0) from at_position p where p.position >= s.position)::int as reached,
               m.median_seconds, coalesce(m.ended_stays, 0)::int as ended_stays, (select passed from totals)::int as passed
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
