import { memo, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Archive,
  ArchiveRestore,
  CalendarDays,
  CheckCircle2,
  ChevronDown,
  Loader2,
  MoreHorizontal,
  RefreshCw,
  Sparkles,
  Star,
  Trash2,
} from 'lucide-react';
import { SHORT_DESCRIPTION_WORDS } from '@pitchscope/domain/constants';
import type { DeckSummary, InvestorFit, MetadataField } from '@pitchscope/domain/contracts/decks';
import { deckCardActions } from '@pitchscope/domain/deck-actions';
import { formatDeckDate, truncateWords } from '@pitchscope/domain/format';
import { fitCriterionLabel } from '@pitchscope/domain/investor-fit';
import { formatRoundSize, formatUsdEquivalent } from '@pitchscope/domain/round-size';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { factStateOf } from '@pitchscope/domain/field-sources';
import { Button } from '@/components/ui/button';
import { GetTokensLink } from '@/components/get-tokens-link';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ViewerGate, ViewerNotice } from '@/components/access/viewer-gate';
import { cn } from '@/lib/utils';
import { useCurrentWorkspace } from '@/lib/current-workspace';
import { useFeatureSlot } from '@/lib/feature-slots';
import { deckPagePath } from '@/lib/app-paths';
import { useDeckActions } from '../hooks/use-deck-actions';
import { fitColorOf } from '../lib/fit-colors';
import { DeckFieldValue } from './deck-field-value';
import { FitBadge } from './fit-badge';
import { FitDot } from './investor-fit-panel';

/** The four card fields and the fit dimension whose colour their dot shows (spec §2.1, §3.2). */
const CARD_FIELDS: Array<{
  label: string;
  field: MetadataField & keyof DeckSummary;
  fit: keyof Omit<InvestorFit, 'rationale' | 'overallMatch'>;
}> = [
  { label: 'Industry', field: 'industry', fit: 'sectorAlignment' },
  { label: 'Stage', field: 'stage', fit: 'stageFit' },
  { label: 'Round Size', field: 'roundSize', fit: 'checkSizeFit' },
  { label: 'Location', field: 'geography', fit: 'geographyFit' },
];

export const CONFIRM_TEXT = {
  archive: {
    title: 'Archive this pitch deck?',
    description: 'The deck moves to Archived Decks. All its data is kept and you can restore it at any time.',
    confirm: 'Archive',
  },
  hide: {
    title: 'Delete this deck permanently?',
    description:
      'The deck will be hidden from your account for good. This cannot be undone here; only support can recover it.',
    confirm: 'Delete Forever',
  },
} as const;


export interface DeckCardProps {
  deck: DeckSummary;
  /** Starts a deep analysis (the page owns it so its timers outlive the card moving between sections). */
  onRunDeepAnalysis: (deck: DeckSummary) => void;
  starting?: boolean;
  /** The balance is known to be below one analysis: the button becomes the way to get tokens. */
  needsTokens?: boolean;
}

function isFromControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  // Clicks in a portal (the More actions menu, a dialog) bubble through React but are not on the card.
  if (!event.currentTarget.contains(target)) return true;
  return Boolean(
    // A viewer's disabled control (its gate carries the reason) is not a click on the card either.
    target.closest(
      'a,button,input,select,textarea,[role="button"],[role="dialog"],[role="alertdialog"],[data-viewer-gate]',
    ),
  );
}

/**
 * A deck on the Pitch Decks list (spec pitch-deck-handling §2.1 "Deck card" and "Card actions").
 *
 * Keyboard: at most three tab stops per card (issue #17): the company link, the card's primary action
 * (Run Deep Analysis, or Restore for an archived deck) and "More actions", a menu holding every other
 * action (star, executive summary, retry, archive, delete forever). The star, summary, retry, archive
 * and delete buttons stay on the card for the pointer, out of the tab order, since the menu offers them.
 *
 * A viewer of a team workspace (ADR 0022) sees the primary action, the star and the stage disabled with
 * the reason, the menu's write actions disabled under the same reason, and no archive, delete or retry
 * buttons on the card itself (the menu already says why they are unavailable).
 *
 * Memoised: the library re-renders when a page is appended or the grid scrolls, and a card's deck object
 * stays the same while the query cache keeps it (structural sharing), so unchanged cards skip rendering.
 */
export const DeckCard = memo(function DeckCard({
  deck,
  onRunDeepAnalysis,
  starting = false,
  needsTokens = false,
}: DeckCardProps) {
  const { isTeam, canWriteDecks } = useCurrentWorkspace();
  const DeckStageSelect = useFeatureSlot('DeckStageSelect');
  const DeckConflictBadge = useFeatureSlot('DeckConflictBadge');
  const navigate = useNavigate();
  const actions = useDeckActions();
  const rules = deckCardActions(deck);
  const [confirm, setConfirm] = useState<'archive' | 'hide' | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const titleId = `deck-${deck.id}-title`;
  const summaryId = `deck-${deck.id}-summary`;

  const description = truncateWords(deck.shortDescription?.trim() || deck.product, SHORT_DESCRIPTION_WORDS);
  const executiveSummary = deck.executiveSummary?.trim();
  const retrying = actions.isRetrying(deck.id);
  const dialog = confirm ? CONFIRM_TEXT[confirm] : null;

  return (
    <>
      <Card
        role="article"
        aria-labelledby={titleId}
        data-status={deck.status}
        className="group relative flex cursor-pointer flex-col gap-3 p-4 transition-shadow hover:shadow-md sm:p-5"
        onClick={(event) => {
          if (!isFromControl(event)) navigate(deckPagePath(deck.id));
        }}
      >
        {/* The name keeps at least 7rem; when the card is narrower the badge and star move to the next line. */}
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={titleId} className="min-w-0 flex-1 basis-28 text-base leading-tight font-semibold">
            <Link
              to={deckPagePath(deck.id)}
              title={deck.companyName}
              className="line-clamp-2 [overflow-wrap:anywhere] hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {deck.companyName}
            </Link>
          </h3>
          <div className="ml-auto flex shrink-0 items-start gap-2">
            <FitBadge fit={deck.investorFit} />
            <ViewerGate focusable={false} className="-mt-1 -mr-2 shrink-0">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className={cn('size-8 shrink-0', canWriteDecks && '-mt-1 -mr-2')}
                tabIndex={-1}
                aria-pressed={deck.starred}
                aria-label={deck.starred ? `Unstar ${deck.companyName}` : `Star ${deck.companyName}`}
                onClick={() => void actions.toggleStar(deck)}
              >
                <Star
                  className={cn(
                    'size-4',
                    deck.starred ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                  )}
                  aria-hidden
                />
              </Button>
            </ViewerGate>
          </div>
        </div>

        <DeckConflictBadge deckId={deck.id} status={deck.status} className="w-fit" />

        {description && (
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{description}</p>
        )}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden />
            <time dateTime={deck.uploadedAt}>{formatDeckDate(deck.uploadedAt)}</time>
            {isTeam && deck.uploadedBy?.name && <span>· Uploaded by {deck.uploadedBy.name}</span>}
          </p>
          <DeckStageSelect deckId={deck.id} companyName={deck.companyName} stageId={deck.pipelineStage} />
        </div>

        {/* Two columns only when the card itself is wide enough to show the values untruncated. */}
        <div className="@container">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm @md:grid-cols-2">
            {CARD_FIELDS.map(({ label, field, fit }) => {
              const color = fitColorOf(deck.investorFit?.[fit]);
              return (
                // A <dl> holds only dt/dd groups (wrapped in a div): the dot and its spoken fit go inside them.
                <div key={field} className="flex min-w-0 items-center gap-2">
                  <dt className="flex shrink-0 items-center gap-2 text-muted-foreground">
                    <FitDot color={color} />
                    <span className="sr-only">{`${label} fit: ${fitCriterionLabel(color)}.`}</span>
                    {label}:
                  </dt>
                  <dd className="min-w-0 truncate font-medium">
                    <DeckFieldValue
                      // A round without a currency reads "150K (currency not stated)", never as dollars.
                      value={field === 'roundSize' ? formatRoundSize(deck.roundSize) : String(deck[field] ?? '')}
                      state={factStateOf(deck, field)}
                      source={deck.fieldSources?.[field]}
                      detail={field === 'roundSize' ? formatUsdEquivalent(deck.roundSize) : undefined}
                      focusable={false}
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>

        {executiveSummary && (
          // A plain disclosure rather than Radix Collapsible: its content is always mounted and measured
          // (getComputedStyle), which forced a style recalculation for every card scrolled into view.
          <div>
            <Button
              variant="ghost"
              size="sm"
              className="-mx-2 h-8 px-2 text-sm font-medium"
              tabIndex={-1}
              aria-expanded={summaryOpen}
              aria-controls={summaryId}
              onClick={() => setSummaryOpen((open) => !open)}
            >
              Executive Summary
              <ChevronDown className={cn('transition-transform', summaryOpen && 'rotate-180')} aria-hidden />
            </Button>
            {summaryOpen && (
              <p id={summaryId} className="pt-1 text-sm leading-relaxed whitespace-pre-wrap text-muted-foreground">
                {executiveSummary}
              </p>
            )}
          </div>
        )}

        <div className="mt-auto flex min-h-9 flex-wrap items-center gap-2 border-t pt-3">
          {rules.progressLabel && (
            <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {rules.progressLabel}
            </span>
          )}
          {rules.runDeepAnalysis && needsTokens && canWriteDecks && <GetTokensLink size="sm" />}
          {rules.runDeepAnalysis && !(needsTokens && canWriteDecks) && (
            <ViewerGate>
              <Button size="sm" onClick={() => onRunDeepAnalysis(deck)} disabled={starting}>
                {starting ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
                Run Deep Analysis
              </Button>
            </ViewerGate>
          )}
          {rules.analysisComplete && (
            <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 className="size-4" aria-hidden />
              Analysis Complete
            </span>
          )}
          {rules.retryFit && canWriteDecks && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void actions.retryFit(deck)}
              disabled={retrying}
              title={rules.retryHint}
              tabIndex={-1}
            >
              <RefreshCw className={cn(retrying && 'animate-spin')} aria-hidden />
              {rules.retryHint}
            </Button>
          )}
          <div className="ml-auto flex items-center gap-1">
            {rules.restore && (
              <ViewerGate>
                <Button variant="outline" size="sm" onClick={() => void actions.restore(deck)}>
                  <ArchiveRestore aria-hidden />
                  Restore
                </Button>
              </ViewerGate>
            )}
            {rules.archive && canWriteDecks && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                tabIndex={-1}
                onClick={() => setConfirm('archive')}
                aria-label={`Archive ${deck.companyName}`}
                title="Archive"
              >
                <Archive className="size-4" aria-hidden />
              </Button>
            )}
            {rules.hideForever && canWriteDecks && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:text-destructive"
                tabIndex={-1}
                onClick={() => setConfirm('hide')}
                aria-label={`Delete ${deck.companyName} forever`}
                title="Delete forever"
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            )}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  ref={menuButton}
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`More actions for ${deck.companyName}`}
                  title="More actions"
                >
                  <MoreHorizontal className="size-4" aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {!canWriteDecks && (
                  <DropdownMenuLabel className="max-w-64 font-normal">
                    <ViewerNotice className="text-xs" />
                  </DropdownMenuLabel>
                )}
                <DropdownMenuItem disabled={!canWriteDecks} onSelect={() => void actions.toggleStar(deck)}>
                  <Star aria-hidden />
                  {deck.starred ? 'Unstar' : 'Star'}
                </DropdownMenuItem>
                {executiveSummary && (
                  <DropdownMenuItem onSelect={() => setSummaryOpen((open) => !open)}>
                    <ChevronDown className={cn(summaryOpen && 'rotate-180')} aria-hidden />
                    {summaryOpen ? 'Hide Executive Summary' : 'Show Executive Summary'}
                  </DropdownMenuItem>
                )}
                {rules.retryFit && (
                  <DropdownMenuItem disabled={retrying || !canWriteDecks} onSelect={() => void actions.retryFit(deck)}>
                    <RefreshCw aria-hidden />
                    {rules.retryHint}
                  </DropdownMenuItem>
                )}
                {(rules.archive || rules.hideForever) && <DropdownMenuSeparator />}
                {rules.archive && (
                  <DropdownMenuItem disabled={!canWriteDecks} onSelect={() => setConfirm('archive')}>
                    <Archive aria-hidden />
                    Archive…
                  </DropdownMenuItem>
                )}
                {rules.hideForever && (
                  <DropdownMenuItem variant="destructive" disabled={!canWriteDecks} onSelect={() => setConfirm('hide')}>
                    <Trash2 aria-hidden />
                    Delete forever…
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </div>
      </Card>

      {dialog && (
        <ConfirmDialog
          open={confirm !== null}
          onOpenChange={(open) => {
            if (open) return;
            setConfirm(null);
            // Back to the card's menu button, wherever the dialog was opened from (the deck may be gone).
            requestAnimationFrame(() => menuButton.current?.focus());
          }}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirm}
          destructive={confirm === 'hide'}
          onConfirm={() => (confirm === 'hide' ? actions.hide(deck) : actions.archive(deck))}
        />
      )}
    </>
  );
});
