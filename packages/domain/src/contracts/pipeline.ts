/** Response shapes of the pipeline API (issue #19 item 3); request schemas are in `../pipeline.ts`. */
import type { PassReason } from '../pipeline.ts';
import type { FactState } from '../field-sources.ts';
import type { MetadataField } from './decks.ts';

/** `GET /api/pipeline/stages` and `PUT /api/admin/pipeline/stages`: the stages in board order. */
export interface PipelineStage {
  id: string;
  name: string;
  position: number;
  /** New and Passed: the rules rely on them, so they can be renamed but not removed. */
  system: boolean;
}

export interface PipelineStagesResponse {
  stages: PipelineStage[];
}

/** One entry of a deck's history: a note, or a stage change (with its optional note). */
export interface TimelineEntry {
  id: string;
  kind: 'note' | 'stage';
  authorId: string | null;
  authorName: string;
  createdAt: string;
  /** Markdown (rendered without raw HTML). */
  text: string | null;
  /** Stage changes only; names as they were at the time (a later rename or removal keeps the history readable). */
  fromStage: { id: string; name: string } | null;
  toStage: { id: string; name: string } | null;
  passReason: PassReason | null;
  /** True for the caller's own notes (stage changes are history and stay). */
  canDelete: boolean;
}

/** `GET /api/decks/:id/notes`: notes and stage changes, newest first. */
export interface DeckTimelineResponse {
  deckId: string;
  pipelineStage: string;
  passReason: PassReason | null;
  entries: TimelineEntry[];
}

/** `PATCH /api/decks/:id/pipeline`. */
export interface StageChangeResponse {
  deckId: string;
  pipelineStage: string;
  passReason: PassReason | null;
  entry: TimelineEntry;
}

/** A deck as a board card shows it. */
export interface BoardDeck {
  id: string;
  companyName: string;
  industry: string;
  stage: string;
  roundSize: string;
  pipelineStage: string;
  passReason: PassReason | null;
  pipelineUpdatedAt: string;
  overallFit: string | null;
  /** Each fact's state (field-sources.ts factState): the card marks an assumed value as the deck card does. */
  factStates: Record<MetadataField, FactState>;
}

/** `GET /api/pipeline/board`: the caller's active decks by stage (at most BOARD_COLUMN_LIMIT per column). */
export interface PipelineBoardResponse {
  stages: (PipelineStage & { count: number })[];
  decks: BoardDeck[];
}
