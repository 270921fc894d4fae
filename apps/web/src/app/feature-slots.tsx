/**
 * The app shell composes the features: it fills the slots one feature leaves for another's piece
 * (lib/feature-slots.tsx). The pages that show them load this table (app/router.tsx, pageWithSlots), and
 * the test renderer uses it too.
 */
import type { FeatureSlots } from '@/lib/feature-slots';
import { DeckPipelinePanel } from '@/features/pipeline/components/deck-pipeline-panel';
import { StageSelect } from '@/features/pipeline/components/stage-select';
import { ShareDeckButton } from '@/features/share-links/components/share-deck-button';
import { TeamSettingsCard } from '@/features/workspaces/components/team-settings-card';
import { DeckConflictBadge } from '@/features/portfolio/components/conflict-badge';
import { DeckConflictsPanel } from '@/features/portfolio/components/deck-conflicts-panel';
import { PortfolioSettingsCard } from '@/features/portfolio/components/portfolio-settings-card';

export const appFeatureSlots: FeatureSlots = {
  DeckStageSelect: StageSelect,
  DeckPipelinePanel,
  ShareDeckButton,
  TeamSettingsCard,
  DeckConflictBadge,
  DeckConflictsPanel,
  PortfolioSettingsCard,
};
