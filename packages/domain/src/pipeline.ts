/**
 * The deal pipeline (issue #19 item 3, ADR 0016): every deck sits in one deal stage; moving it to
 * "Passed" needs a coded reason; notes and stage changes form the deck's timeline. Pure rules, shared by
 * the server (which enforces them) and the web (which asks for what they need before sending).
 */
import { z } from 'zod';

export interface PipelineStageDef {
  id: string;
  name: string;
}

/** The stage every deck starts in, and where decks of a deleted stage go. It cannot be deleted. */
export const NEW_STAGE_ID = 'new';
/** The stage that records a "no": entering it needs a pass reason. It cannot be deleted. */
export const PASSED_STAGE_ID = 'passed';
/** Stages whose meaning the rules rely on: an admin may rename them but not delete them. */
export const SYSTEM_STAGE_IDS: readonly string[] = [NEW_STAGE_ID, PASSED_STAGE_ID];

/** The list a new installation starts with (migration 0006 seeds the same rows). */
export const DEFAULT_PIPELINE_STAGES: readonly PipelineStageDef[] = [
  { id: NEW_STAGE_ID, name: 'New' },
  { id: 'screening', name: 'Screening' },
  { id: 'first-meeting', name: 'First meeting' },
  { id: 'due-diligence', name: 'Due diligence' },
  { id: 'investment-committee', name: 'Investment committee' },
  { id: 'invested', name: 'Invested' },
  { id: PASSED_STAGE_ID, name: 'Passed' },
];

export const PASS_REASONS = [
  'stage',
  'sector',
  'check-size',
  'geography',
  'team',
  'traction',
  'valuation',
  'other',
] as const;
export type PassReason = (typeof PASS_REASONS)[number];

export const PASS_REASON_LABELS: Record<PassReason, string> = {
  stage: 'Stage',
  sector: 'Sector',
  'check-size': 'Check size',
  geography: 'Geography',
  team: 'Team',
  traction: 'Traction',
  valuation: 'Valuation',
  other: 'Other',
};

export const MAX_PIPELINE_STAGES = 20;
export const MAX_STAGE_NAME_LENGTH = 40;
/** A note is a paragraph or a short memo, not a document: 10,000 characters of markdown. */
export const MAX_NOTE_LENGTH = 10_000;
/** The board shows at most this many decks per column (most recently moved first), with the column's count. */
export const BOARD_COLUMN_LIMIT = 100;

export const PIPELINE_MESSAGES = {
  passReasonRequired: `Passing on a deck needs a reason: one of ${PASS_REASONS.join(', ')}.`,
  passReasonOnlyWhenPassing: 'A pass reason is only given when moving a deck to Passed.',
  unknownStage: (id: string) => `There is no pipeline stage "${id}".`,
  sameStage: 'The deck is already in this stage.',
  noteNotFound: 'This note does not exist or is not yours to delete.',
  systemStageMissing: (name: string) => `The stage "${name}" cannot be removed (it can be renamed).`,
  duplicateStageName: (name: string) => `Two stages are called "${name}".`,
  tooManyStages: `At most ${MAX_PIPELINE_STAGES} stages.`,
} as const;

const trimmedText = (max: number) => z.string().trim().max(max, { message: `At most ${max} characters` });

/** `PATCH /api/decks/:id/pipeline`. The reason check lives in `checkStageChange` (it needs the stage list). */
export const stageChangeSchema = z.strictObject({
  stage: z.string().trim().min(1, { message: 'Choose a stage' }).max(100),
  passReason: z.enum(PASS_REASONS, { message: `One of ${PASS_REASONS.join(', ')}` }).optional(),
  note: trimmedText(MAX_NOTE_LENGTH).optional(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;

/** `POST /api/decks/:id/notes`. */
export const newNoteSchema = z.strictObject({
  text: trimmedText(MAX_NOTE_LENGTH).min(1, { message: 'A note cannot be empty' }),
});
export type NewNote = z.infer<typeof newNoteSchema>;

/** `PUT /api/admin/pipeline/stages`: the whole list in order; an item without id is a new stage. */
export const stageListSchema = z.strictObject({
  stages: z
    .array(
      z.strictObject({
        id: z.string().trim().min(1).max(100).optional(),
        name: trimmedText(MAX_STAGE_NAME_LENGTH).min(1, { message: 'A stage needs a name' }),
      }),
    )
    .min(SYSTEM_STAGE_IDS.length)
    .max(MAX_PIPELINE_STAGES, { message: PIPELINE_MESSAGES.tooManyStages }),
});
export type StageListInput = z.infer<typeof stageListSchema>;

export type StageChangeCheck =
  | { ok: true; stage: PipelineStageDef; passReason: PassReason | null; note: string | null }
  | { ok: false; message: string };

/**
 * Whether a deck may move from `currentStageId` as asked: the stage must exist and differ from the
 * current one; Passed needs a reason and no other stage takes one. An empty note counts as no note.
 */
export function checkStageChange(
  stages: readonly PipelineStageDef[],
  currentStageId: string,
  change: StageChange,
): StageChangeCheck {
  const stage = stages.find((candidate) => candidate.id === change.stage);
  if (!stage) return { ok: false, message: PIPELINE_MESSAGES.unknownStage(change.stage) };
  if (stage.id === currentStageId) return { ok: false, message: PIPELINE_MESSAGES.sameStage };
  const passing = stage.id === PASSED_STAGE_ID;
  if (passing && !change.passReason) return { ok: false, message: PIPELINE_MESSAGES.passReasonRequired };
  if (!passing && change.passReason) return { ok: false, message: PIPELINE_MESSAGES.passReasonOnlyWhenPassing };
  return { ok: true, stage, passReason: change.passReason ?? null, note: change.note ? change.note : null };
}

/** A readable, stable id for a new stage ("Term sheet" → "term-sheet", "term-sheet-2" when taken). */
export function stageIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'stage';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

export interface StageListPlan {
  /** The new list in order, ids resolved (new stages get fresh ids). */
  stages: PipelineStageDef[];
  /** Existing stages not in the new list: their decks move to New. */
  removed: PipelineStageDef[];
}

export type StageListCheck = ({ ok: true } & StageListPlan) | { ok: false; message: string };

/**
 * An admin's edit of the stage list: items keep their id (a rename keeps the decks in place), items
 * without one are new stages, and stages left out are removed — their decks move to New (ADR 0016:
 * an admin cannot move users' decks one by one, so refusing would leave the stage undeletable).
 * New and Passed must stay; names are unique (ignoring case). An unknown id is refused.
 */
export function planStageList(
  current: readonly PipelineStageDef[],
  requested: StageListInput['stages'],
): StageListCheck {
  const currentIds = new Set(current.map((stage) => stage.id));
  const names = new Set<string>();
  const kept = new Set<string>();
  for (const item of requested) {
    const key = item.name.trim().toLowerCase();
    if (names.has(key)) return { ok: false, message: PIPELINE_MESSAGES.duplicateStageName(item.name.trim()) };
    names.add(key);
    if (item.id !== undefined) {
      if (!currentIds.has(item.id)) return { ok: false, message: PIPELINE_MESSAGES.unknownStage(item.id) };
      if (kept.has(item.id)) return { ok: false, message: `The stage "${item.id}" is listed twice.` };
      kept.add(item.id);
    }
  }
  if (requested.length > MAX_PIPELINE_STAGES) return { ok: false, message: PIPELINE_MESSAGES.tooManyStages };
  for (const id of SYSTEM_STAGE_IDS) {
    if (!kept.has(id)) {
      const name = current.find((stage) => stage.id === id)?.name ?? id;
      return { ok: false, message: PIPELINE_MESSAGES.systemStageMissing(name) };
    }
  }
  const taken = new Set(currentIds);
  const stages = requested.map((item) => {
    const id = item.id ?? stageIdFor(item.name, taken);
    taken.add(id);
    return { id, name: item.name.trim() };
  });
  return { ok: true, stages, removed: current.filter((stage) => !kept.has(stage.id)) };
}

/** The stage a deck is shown in: its own, or New when the stored one is unknown (never expected). */
export function stageOf(stages: readonly PipelineStageDef[], stageId: string): PipelineStageDef {
  return (
    stages.find((stage) => stage.id === stageId) ??
    stages.find((stage) => stage.id === NEW_STAGE_ID) ?? { id: NEW_STAGE_ID, name: 'New' }
  );
}

/** The neighbouring stage for the board's keyboard "move left/right" buttons; null at either end. */
export function neighbourStage(
  stages: readonly PipelineStageDef[],
  stageId: string,
  direction: -1 | 1,
): PipelineStageDef | null {
  const index = stages.findIndex((stage) => stage.id === stageId);
  if (index < 0) return null;
  return stages[index + direction] ?? null;
}
