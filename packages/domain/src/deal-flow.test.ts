import { describe, expect, it } from 'vitest';
import { dealFlowLibraryParams, fillWeeks, topGroups, weekStartOf, withConversion } from './deal-flow.ts';

describe('deal-flow rules (issue #37)', () => {
  it('starts weeks on Monday and fills the empty ones', () => {
    expect(weekStartOf('2026-01-11')).toBe('2026-01-05');
    expect(weekStartOf('2026-01-12')).toBe('2026-01-12');
    expect(fillWeeks([{ weekStart: '2026-01-05', count: 2 }, { weekStart: '2026-01-19', count: 1 }])).toEqual([
      { weekStart: '2026-01-05', count: 2 },
      { weekStart: '2026-01-12', count: 0 },
      { weekStart: '2026-01-19', count: 1 },
    ]);
    expect(fillWeeks([], { from: '2026-01-01', to: '2026-01-08' }).map((week) => week.weekStart)).toEqual(['2025-12-29', '2026-01-05']);
  });

  it('keeps the largest groups and sums the rest', () => {
    expect(topGroups([{ key: 'a', count: 3 }, { key: 'b', count: 2 }, { key: 'c', count: 1 }], 2)).toEqual({
      groups: [{ key: 'a', count: 3 }, { key: 'b', count: 2 }],
      others: 1,
    });
  });

  it('converts each stage from the one before, never dividing by zero', () => {
    const stages = withConversion([
      { id: 'new', name: 'New', reached: 4, medianDays: null, endedStays: 0 },
      { id: 's', name: 'S', reached: 1, medianDays: null, endedStays: 0 },
      { id: 'm', name: 'M', reached: 0, medianDays: null, endedStays: 0 },
      { id: 'd', name: 'D', reached: 0, medianDays: null, endedStays: 0 },
    ]);
    expect(stages.map((stage) => stage.conversion)).toEqual([null, 0.25, 0, null]);
  });

  it("links a bar to the library's parameters, keeping the page's filters", () => {
    expect(dealFlowLibraryParams({ from: '2026-01-01', stage: ['Seed'] }, { chart: 'sector', key: 'fintech' })).toEqual({
      uploadedFrom: '2026-01-01',
      stage: 'Seed',
      sector: 'fintech',
    });
    expect(dealFlowLibraryParams({ to: '2026-01-08' }, { chart: 'week', weekStart: '2026-01-05' })).toEqual({
      uploadedFrom: '2026-01-05',
      uploadedTo: '2026-01-08',
    });
    expect(dealFlowLibraryParams({}, { chart: 'passReason', key: 'team' })).toEqual({ pipelineStage: 'passed', passReason: 'team' });
    expect(
      dealFlowLibraryParams({}, { chart: 'outcome', outcome: 'advanced', fit: 'Green', advancedStageIds: ['new', 'screening', 'passed'] }),
    ).toEqual({ fit: 'Green', pipelineStage: 'screening' });
  });
});
