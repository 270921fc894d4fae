import type { InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import {
  NOTIFICATION_DEFAULTS,
  OWNERSHIP_INPUT,
  PROFILE_DEFAULTS,
  PROFILE_RANGES,
  TICKET_MAX_OPTIONS,
  type ProfileRange,
} from '@pitchscope/domain/constants';
import { formatMillions } from '@pitchscope/domain/round-size';

/** The investor profile as the settings form edits it: ownership stays text while the user types. */
export interface ProfileForm {
  investorType: string;
  investmentFocus: string[];
  investmentStages: string[];
  ticketSizeMin: number;
  ticketSizeMax: number;
  targetOwnershipMin: string;
  targetOwnershipMax: string;
  excludedCategories: string[];
  customExcludedCategories: string;
  investmentThesis: string;
  targetGeographies: string[];
  notifications: InvestorProfile['notifications'];
  /** The ranges the user has set in this form or before (completeness counts them, ADR 0032). */
  rangesSetByUser: ProfileRange[];
}

/** A stored profile (or the spec's defaults when there is none) as form values. */
export function profileToForm(profile: Partial<InvestorProfile> | null | undefined): ProfileForm {
  const source = { ...PROFILE_DEFAULTS, ...(profile ?? {}) };
  return {
    investorType: source.investorType ?? '',
    investmentFocus: [...(source.investmentFocus ?? [])],
    investmentStages: [...(source.investmentStages ?? [])],
    ticketSizeMin: source.ticketSizeMin,
    ticketSizeMax: source.ticketSizeMax,
    targetOwnershipMin: String(source.targetOwnershipMin),
    targetOwnershipMax: String(source.targetOwnershipMax),
    excludedCategories: [...(source.excludedCategories ?? [])],
    customExcludedCategories: source.customExcludedCategories ?? '',
    investmentThesis: source.investmentThesis ?? '',
    targetGeographies: [...(source.targetGeographies ?? [])],
    notifications: { ...NOTIFICATION_DEFAULTS, ...(profile?.notifications ?? {}) },
    rangesSetByUser: [...(profile?.rangesSetByUser ?? [])],
  };
}

/** The form with `range` marked as set by the user (changed, or kept at its value on purpose). */
export function withRangeSet(form: ProfileForm, range: ProfileRange): ProfileForm {
  if (form.rangesSetByUser.includes(range)) return form;
  // Kept in PROFILE_RANGES order, so the same set always compares and saves the same.
  return { ...form, rangesSetByUser: PROFILE_RANGES.filter((r) => r === range || form.rangesSetByUser.includes(r)) };
}

/** Ownership input: a number within 0..100 (spec accounts §5); a non-numeric entry becomes 0. */
export function parseOwnership(value: string): number {
  const parsed = Number(value.trim().replace(',', '.'));
  if (value.trim() === '' || !Number.isFinite(parsed)) return 0;
  return Math.min(OWNERSHIP_INPUT.max, Math.max(OWNERSHIP_INPUT.min, parsed));
}

/** Form values → the profile sent to `PATCH /api/me`. */
export function formToProfile(form: ProfileForm): InvestorProfile {
  return {
    investorType: form.investorType,
    investmentFocus: form.investmentFocus,
    investmentStages: form.investmentStages,
    ticketSizeMin: form.ticketSizeMin,
    ticketSizeMax: form.ticketSizeMax,
    targetOwnershipMin: parseOwnership(form.targetOwnershipMin),
    targetOwnershipMax: parseOwnership(form.targetOwnershipMax),
    excludedCategories: form.excludedCategories,
    customExcludedCategories: form.customExcludedCategories,
    investmentThesis: form.investmentThesis,
    targetGeographies: form.targetGeographies,
    notifications: form.notifications,
    rangesSetByUser: form.rangesSetByUser,
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** True when the form differs from the stored profile (no profile compares with the defaults). */
export function profileChanged(form: ProfileForm, stored: Partial<InvestorProfile> | null | undefined): boolean {
  const a = formToProfile(form);
  const b = formToProfile(profileToForm(stored));
  return (
    a.investorType !== b.investorType ||
    !sameList(a.investmentFocus, b.investmentFocus) ||
    !sameList(a.investmentStages, b.investmentStages) ||
    a.ticketSizeMin !== b.ticketSizeMin ||
    a.ticketSizeMax !== b.ticketSizeMax ||
    a.targetOwnershipMin !== b.targetOwnershipMin ||
    a.targetOwnershipMax !== b.targetOwnershipMax ||
    !sameList(a.excludedCategories, b.excludedCategories) ||
    a.customExcludedCategories !== b.customExcludedCategories ||
    a.investmentThesis !== b.investmentThesis ||
    !sameList(a.targetGeographies, b.targetGeographies) ||
    a.notifications.email !== b.notifications.email ||
    a.notifications.browser !== b.notifications.browser ||
    a.notifications.weeklyDigest !== b.notifications.weeklyDigest ||
    !sameList(a.rangesSetByUser ?? [], b.rangesSetByUser ?? [])
  );
}

/** Ticket option label: 250000 → "$250K", 2500000 → "$2.5M"; the last maximum reads "$100M+". */
export function ticketLabel(amount: number, kind: 'min' | 'max'): string {
  const label = formatMillions(amount / 1_000_000);
  return kind === 'max' && amount === TICKET_MAX_OPTIONS[TICKET_MAX_OPTIONS.length - 1] ? `${label}+` : label;
}

/** The indicator next to the save button (spec accounts §2.8). */
export type SaveStatus = 'unsaved' | 'saving' | 'saved';

export function saveStatus({ saving, hasUnsavedChanges }: { saving: boolean; hasUnsavedChanges: boolean }): SaveStatus {
  if (saving) return 'saving';
  return hasUnsavedChanges ? 'unsaved' : 'saved';
}
