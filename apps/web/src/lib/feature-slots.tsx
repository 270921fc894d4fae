/**
 * Where one feature shows another feature's piece: the deck card and page show the pipeline's stage
 * select and panel, the deck and deep-analysis pages the share-links dialog, Settings the team card.
 * Features do not import each other (eslint.config.js, WEB_FEATURES), so a feature names the slot and
 * the props it passes here, and the app shell fills the slots with the features' components
 * (app/feature-slots.tsx). A slot no provider fills renders nothing.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface DeckStageSlotProps {
  deckId: string;
  companyName: string;
  stageId: string;
}

export interface DeckPipelineSlotProps extends DeckStageSlotProps {
  editable: boolean;
  viewer?: boolean;
}

export interface ShareDeckSlotProps {
  deckId: string;
  companyName: string;
  canCreate?: boolean;
}

export interface DeckConflictBadgeSlotProps {
  deckId: string;
  /** The deck's status: a deck read since is checked again (its slides were not there before). */
  status: string;
  className?: string;
}

export interface DeckConflictsSlotProps {
  deckId: string;
  status: string;
  /** Opens the slide that shows the conflict in the viewer. */
  onJumpToSlide: (page: number) => void;
}

export interface FeatureSlots {
  /** The deck card's deal stage select (pipeline). */
  DeckStageSelect: ComponentType<DeckStageSlotProps>;
  /** The deck page's pipeline card: stage, notes and history (pipeline). */
  DeckPipelinePanel: ComponentType<DeckPipelineSlotProps>;
  /** "Share" on the deck page and the deep-analysis page (share-links). */
  ShareDeckButton: ComponentType<ShareDeckSlotProps>;
  /** Settings → Team (workspaces). */
  TeamSettingsCard: ComponentType;
  /** The deck card's and table row's portfolio-conflict badge (portfolio). */
  DeckConflictBadge: ComponentType<DeckConflictBadgeSlotProps>;
  /** The deck page's portfolio-conflict flag with its reasons and slides (portfolio). */
  DeckConflictsPanel: ComponentType<DeckConflictsSlotProps>;
  /** Settings → Portfolio (portfolio). */
  PortfolioSettingsCard: ComponentType;
}

const renderNothing = () => null;

const EMPTY_SLOTS: FeatureSlots = {
  DeckStageSelect: renderNothing,
  DeckPipelinePanel: renderNothing,
  ShareDeckButton: renderNothing,
  TeamSettingsCard: renderNothing,
  DeckConflictBadge: renderNothing,
  DeckConflictsPanel: renderNothing,
  PortfolioSettingsCard: renderNothing,
};

const FeatureSlotsContext = createContext<FeatureSlots>(EMPTY_SLOTS);

export function FeatureSlotsProvider({ slots, children }: { slots: FeatureSlots; children: ReactNode }) {
  return <FeatureSlotsContext.Provider value={slots}>{children}</FeatureSlotsContext.Provider>;
}

/** The component the app shell put in `name`. */
export function useFeatureSlot<Name extends keyof FeatureSlots>(name: Name): FeatureSlots[Name] {
  return useContext(FeatureSlotsContext)[name];
}
