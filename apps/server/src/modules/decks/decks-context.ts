import type { AppContext } from '../../platform/context.ts';
import type { AnalysisServices } from '../analysis/analysis.service.ts';
import type { LibraryServices } from './library-cache.ts';

/** What the decks module's services and jobs use: the platform, the analysis model, the library cache. */
export type DecksContext = AppContext & AnalysisServices & LibraryServices;
