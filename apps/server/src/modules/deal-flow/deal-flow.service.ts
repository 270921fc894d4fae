import type { DealFlowQuery, DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import type { DeckSourceKind } from '@pitchscope/domain/contracts/deck-list';
import type { FitColor } from '@pitchscope/domain/contracts/decks';
import { daysOf, fillWeeks, topGroups, withConversion } from '@pitchscope/domain/deal-flow';
import type { PassReason } from '@pitchscope/domain/pipeline';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/actor.ts';
import { deckListWhere } from '../decks/deck-list.query.ts';
import { currentWorkspaceOf } from '../workspaces/workspaces.service.ts';
import * as repo from './deal-flow.repository.ts';

/**
 * `GET /api/deal-flow` (issue #37): the charts of the actor's current workspace, as the library sees it
 * (a member's library is the workspace's, ADR 0022). The workspace is the actor's own current one, so
 * no id from the request can widen it.
 */
export async function getDealFlow(ctx: AppContext, actor: Actor, query: DealFlowQuery): Promise<DealFlowResponse> {
  const workspace = await currentWorkspaceOf(ctx.db, actor.userId);
  const { from, to, ...filters } = query;
  const scope = deckListWhere(workspace.id, { ...filters, uploadedFrom: from, uploadedTo: to });
  // One statement at a time: PGlite serves one at once anyway, and a pool of PostgreSQL connections is
  // better left to other requests than taken nine at a time by one page.
  const weekly = await repo.weeklyCounts(ctx.db, scope);
  const sector = await repo.breakdown(ctx.db, scope, 'sector');
  const stage = await repo.breakdown(ctx.db, scope, 'stage');
  const geography = await repo.breakdown(ctx.db, scope, 'geography');
  const fit = await repo.breakdown(ctx.db, scope, 'fit');
  const source = await repo.breakdown(ctx.db, scope, 'source');
  const funnel = await repo.funnel(ctx.db, scope);
  const passReasons = await repo.passReasonCounts(ctx.db, scope);
  const outcomes = await repo.fitByOutcome(ctx.db, scope);
  return {
    total: fit.reduce((sum, group) => sum + group.count, 0),
    weekly: fillWeeks(weekly, { from, to }),
    sector: topGroups(sector),
    stage: topGroups(stage),
    geography: topGroups(geography),
    fit: topGroups(fit as Array<{ key: FitColor; count: number }>),
    source: topGroups(source as Array<{ key: DeckSourceKind; count: number }>),
    funnel: {
      stages: withConversion(
        funnel.map((row) => ({
          id: row.id,
          name: row.name,
          reached: row.reached,
          medianDays: row.medianSeconds === null ? null : daysOf(row.medianSeconds),
          endedStays: row.endedStays,
        })),
      ),
      passed: funnel[0]?.passed ?? 0,
    },
    passReasons: topGroups(passReasons as Array<{ key: PassReason; count: number }>),
    fitByOutcome: (outcomes as Array<{ fit: FitColor; passed: number; advanced: number }>).filter((row) => row.passed + row.advanced > 0),
  };
}
