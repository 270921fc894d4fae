import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PIPELINE_STAGES,
  PIPELINE_MESSAGES,
  checkStageChange,
  neighbourStage,
  newNoteSchema,
  planStageList,
  stageChangeSchema,
  stageIdFor,
  stageOf,
} from './pipeline.ts';

const stages = DEFAULT_PIPELINE_STAGES;

describe('checkStageChange', () => {
  it('moves a deck to an existing stage, with the note trimmed away when empty', () => {
    const change = stageChangeSchema.parse({ stage: 'screening', note: '   ' });
    expect(checkStageChange(stages, 'new', change)).toEqual({
      ok: true,
      stage: { id: 'screening', name: 'Screening' },
      passReason: null,
      note: null,
    });
  });

  it('refuses passing without a coded reason, and accepts it with one and a note', () => {
    expect(checkStageChange(stages, 'screening', { stage: 'passed' })).toEqual({
      ok: false,
      message: PIPELINE_MESSAGES.passReasonRequired,
    });
    expect(checkStageChange(stages, 'screening', { stage: 'passed', passReason: 'valuation', note: 'Too rich' })).toEqual({
      ok: true,
      stage: { id: 'passed', name: 'Passed' },
      passReason: 'valuation',
      note: 'Too rich',
    });
  });

  it('refuses a reason outside Passed, an unknown stage and the current stage', () => {
    expect(checkStageChange(stages, 'new', { stage: 'screening', passReason: 'team' })).toMatchObject({
      ok: false,
      message: PIPELINE_MESSAGES.passReasonOnlyWhenPassing,
    });
    expect(checkStageChange(stages, 'new', { stage: 'term-sheet' })).toMatchObject({ ok: false });
    expect(checkStageChange(stages, 'new', { stage: 'new' })).toMatchObject({ ok: false, message: PIPELINE_MESSAGES.sameStage });
  });

  it('only knows the coded reasons', () => {
    expect(stageChangeSchema.safeParse({ stage: 'passed', passReason: 'bad vibes' }).success).toBe(false);
    expect(stageChangeSchema.safeParse({ stage: 'passed', passReason: 'check-size' }).success).toBe(true);
  });
});

describe('notes', () => {
  it('refuses an empty note and trims the text', () => {
    expect(newNoteSchema.safeParse({ text: '  \n ' }).success).toBe(false);
    expect(newNoteSchema.parse({ text: '  **Met** the CEO  ' })).toEqual({ text: '**Met** the CEO' });
  });
});

describe('planStageList', () => {
  const current = stages.map((stage) => ({ ...stage }));
  const keep = (ids: string[]) => ids.map((id) => ({ id, name: stageOf(stages, id).name }));

  it('renames, reorders, adds (with a readable id) and removes', () => {
    const plan = planStageList(current, [
      { id: 'new', name: 'Inbox' },
      { name: 'Term sheet' },
      { id: 'screening', name: 'Screening' },
      { id: 'passed', name: 'Passed' },
    ]);
    expect(plan).toEqual({
      ok: true,
      stages: [
        { id: 'new', name: 'Inbox' },
        { id: 'term-sheet', name: 'Term sheet' },
        { id: 'screening', name: 'Screening' },
        { id: 'passed', name: 'Passed' },
      ],
      removed: current.filter((stage) => ['first-meeting', 'due-diligence', 'investment-committee', 'invested'].includes(stage.id)),
    });
  });

  it('keeps New and Passed, refuses duplicate names (ignoring case) and unknown ids', () => {
    expect(planStageList(current, keep(['new', 'screening']))).toEqual({
      ok: false,
      message: PIPELINE_MESSAGES.systemStageMissing('Passed'),
    });
    expect(planStageList(current, [...keep(['new', 'passed']), { name: 'passed' }])).toMatchObject({ ok: false });
    expect(planStageList(current, [...keep(['new', 'passed']), { id: 'nope', name: 'Nope' }])).toMatchObject({ ok: false });
  });
});

describe('helpers', () => {
  it('gives new stages unique slugs', () => {
    expect(stageIdFor('Due diligence', new Set(['due-diligence']))).toBe('due-diligence-2');
    expect(stageIdFor('Première réunion', new Set())).toBe('premiere-reunion');
    expect(stageIdFor('!!!', new Set())).toBe('stage');
  });

  it('finds neighbours for the keyboard moves', () => {
    expect(neighbourStage(stages, 'new', -1)).toBeNull();
    expect(neighbourStage(stages, 'new', 1)?.id).toBe('screening');
    expect(neighbourStage(stages, 'passed', 1)).toBeNull();
    expect(stageOf(stages, 'gone').id).toBe('new');
  });
});
