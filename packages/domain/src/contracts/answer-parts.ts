/** Pieces several API answer schemas share (ADR 0045). */
import { z } from 'zod';
import { FACT_STATES } from '../field-sources.ts';
import { METADATA_FIELDS } from './decks.ts';

/** Each deck fact's state (field-sources.ts factStates): every fact, always. */
export const factStatesSchema = z.record(z.enum(METADATA_FIELDS), z.enum(FACT_STATES));

/** For a schema written beside an existing type: true only when the two describe the same shape. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
