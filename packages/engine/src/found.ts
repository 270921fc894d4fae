import type { FieldSource } from '@pitchscope/domain/contracts/decks';
import { unique } from './text.ts';

/** A value a finder found, with how it was obtained (`fieldSources`). */
export interface Found<T = string> {
  value: T;
  source: FieldSource;
}

export const stated = (slides: number[]): FieldSource => ({
  status: 'stated',
  slides: unique(slides).sort((a, b) => a - b),
});
export const inferred = (slides: number[]): FieldSource => ({
  status: 'inferred',
  slides: unique(slides).sort((a, b) => a - b),
});
export const ASSUMED: FieldSource = { status: 'assumed', slides: [] };
export const NOT_FOUND: FieldSource = { status: 'not_found', slides: [] };
export const NOT_SPECIFIED = 'Not specified';
