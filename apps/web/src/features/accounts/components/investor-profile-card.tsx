import type { Dispatch, SetStateAction } from 'react';
import {
  EXCLUDED_CATEGORIES,
  INDUSTRIES,
  INVESTOR_TYPES,
  OWNERSHIP_INPUT,
  STAGES,
  THESIS_RECOMMENDED,
  TICKET_MAX_OPTIONS,
  TICKET_MIN_OPTIONS,
  type ProfileRange,
} from '@pitchscope/domain/constants';
import { applyAgnosticSelection } from '@pitchscope/domain/agnostic-selection';
import { GLOBAL_GEOGRAPHY, TARGET_GEOGRAPHY_OPTIONS } from '@pitchscope/domain/geography';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { MultiSelect } from '@/features/accounts/components/multi-select';
import { SettingsField } from '@/features/accounts/components/settings-field';
import { ToggleChips } from '@/features/accounts/components/toggle-chips';
import { ticketLabel, withRangeSet, type ProfileForm } from '@/features/accounts/lib/profile-form';

/** The regions and the first countries; the rest (about 250 countries) come by typing. */
const GEOGRAPHY_OPTIONS_SHOWN = 40;

/** Options of a ticket select, plus the stored value when it is not one of them (set elsewhere). */
function ticketOptions(options: readonly number[], current: number): number[] {
  return options.includes(current) ? [...options] : [...options, current].sort((a, b) => a - b);
}

/**
 * "Keep this range" for a range still at its default: the user sets it without changing it (ADR 0032). The
 * accessible name starts with the visible text (WCAG 2.5.3) and says which range.
 */
function KeepRangeHint({ label, onKeep }: { label: string; onKeep: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground sm:col-span-2">
      The default range, not yet counted as set in your profile.
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0 text-xs"
        onClick={onKeep}
        aria-label={label}
      >
        Keep this range
      </Button>
    </p>
  );
}

/** Settings → Investor Profile: how the user invests, which rates every deck's fit; auto-saved. */
export function InvestorProfileCard({
  idPrefix,
  profile,
  setProfile,
  rangeUnset,
}: {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  profile: ProfileForm;
  setProfile: Dispatch<SetStateAction<ProfileForm>>;
  /** Whether a range still counts as unset in the profile's completeness (then "Keep this range" shows). */
  rangeUnset: (part: 'ticket size' | 'target ownership') => boolean;
}) {
  function setProfileField<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setProfile((current) => ({ ...current, [key]: value }));
  }

  /** A change to either end of a range sets the range, even one changed back to its default. */
  function setRangeField<
    K extends 'ticketSizeMin' | 'ticketSizeMax' | 'targetOwnershipMin' | 'targetOwnershipMax',
  >(range: ProfileRange, key: K, value: ProfileForm[K]) {
    setProfile((current) => withRangeSet({ ...current, [key]: value }, range));
  }

  const thesisLength = profile.investmentThesis.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Investor Profile</CardTitle>
        <CardDescription>
          Used to rate every deck's fit with how you invest. Changes are saved automatically.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <SettingsField label="Investor type" htmlFor={`${idPrefix}-type`}>
            <Select
              value={profile.investorType || undefined}
              onValueChange={(value) => setProfileField('investorType', value)}
            >
              <SelectTrigger id={`${idPrefix}-type`}>
                <SelectValue placeholder="Select investor type" />
              </SelectTrigger>
              <SelectContent>
                {INVESTOR_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {type}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </SettingsField>
          <SettingsField label="Investment focus" htmlFor={`${idPrefix}-focus`}>
            <MultiSelect
              id={`${idPrefix}-focus`}
              options={INDUSTRIES}
              value={profile.investmentFocus}
              onChange={(value) =>
                setProfileField(
                  'investmentFocus',
                  applyAgnosticSelection(profile.investmentFocus, value, 'Industry Agnostic'),
                )
              }
              placeholder="Select industries"
              searchPlaceholder="Search industries"
            />
          </SettingsField>
        </div>

        <SettingsField label="Target geographies" htmlFor={`${idPrefix}-geographies`}>
          <MultiSelect
            id={`${idPrefix}-geographies`}
            options={TARGET_GEOGRAPHY_OPTIONS}
            value={profile.targetGeographies}
            onChange={(value) =>
              setProfileField(
                'targetGeographies',
                applyAgnosticSelection(profile.targetGeographies, value, GLOBAL_GEOGRAPHY),
              )
            }
            placeholder="Select regions or countries"
            searchPlaceholder="Search regions and countries"
            limit={GEOGRAPHY_OPTIONS_SHOWN}
          />
        </SettingsField>

        <SettingsField label="Investment stages" labelId={`${idPrefix}-stages`}>
          <ToggleChips
            labelledBy={`${idPrefix}-stages`}
            options={STAGES}
            value={profile.investmentStages}
            onChange={(value) =>
              setProfileField(
                'investmentStages',
                applyAgnosticSelection(profile.investmentStages, value, 'Stage Agnostic'),
              )
            }
          />
        </SettingsField>

        <div className="grid gap-5 sm:grid-cols-2">
          <SettingsField label="Ticket size minimum" htmlFor={`${idPrefix}-ticket-min`}>
            <Select
              value={String(profile.ticketSizeMin)}
              onValueChange={(value) => setRangeField('ticketSize', 'ticketSizeMin', Number(value))}
            >
              <SelectTrigger id={`${idPrefix}-ticket-min`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ticketOptions(TICKET_MIN_OPTIONS, profile.ticketSizeMin).map((amount) => (
                  <SelectItem key={amount} value={String(amount)}>
                    {ticketLabel(amount, 'min')}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </SettingsField>
          <SettingsField label="Ticket size maximum" htmlFor={`${idPrefix}-ticket-max`}>
            <Select
              value={String(profile.ticketSizeMax)}
              onValueChange={(value) => setRangeField('ticketSize', 'ticketSizeMax', Number(value))}
            >
              <SelectTrigger id={`${idPrefix}-ticket-max`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ticketOptions(TICKET_MAX_OPTIONS, profile.ticketSizeMax).map((amount) => (
                  <SelectItem key={amount} value={String(amount)}>
                    {ticketLabel(amount, 'max')}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </SettingsField>
          {rangeUnset('ticket size') && (
            <KeepRangeHint
              label="Keep this range of ticket sizes"
              onKeep={() => setProfile((current) => withRangeSet(current, 'ticketSize'))}
            />
          )}
          <SettingsField label="Target ownership minimum (%)" htmlFor={`${idPrefix}-own-min`}>
            <Input
              id={`${idPrefix}-own-min`}
              type="number"
              inputMode="decimal"
              min={OWNERSHIP_INPUT.min}
              max={OWNERSHIP_INPUT.max}
              step={OWNERSHIP_INPUT.step}
              value={profile.targetOwnershipMin}
              onChange={(e) => setRangeField('targetOwnership', 'targetOwnershipMin', e.target.value)}
            />
          </SettingsField>
          <SettingsField label="Target ownership maximum (%)" htmlFor={`${idPrefix}-own-max`}>
            <Input
              id={`${idPrefix}-own-max`}
              type="number"
              inputMode="decimal"
              min={OWNERSHIP_INPUT.min}
              max={OWNERSHIP_INPUT.max}
              step={OWNERSHIP_INPUT.step}
              value={profile.targetOwnershipMax}
              onChange={(e) => setRangeField('targetOwnership', 'targetOwnershipMax', e.target.value)}
            />
          </SettingsField>
          {rangeUnset('target ownership') && (
            <KeepRangeHint
              label="Keep this range of ownership"
              onKeep={() => setProfile((current) => withRangeSet(current, 'targetOwnership'))}
            />
          )}
        </div>

        <SettingsField label="Excluded categories" labelId={`${idPrefix}-excluded`}>
          <ToggleChips
            labelledBy={`${idPrefix}-excluded`}
            options={EXCLUDED_CATEGORIES}
            value={profile.excludedCategories}
            onChange={(value) => setProfileField('excludedCategories', value)}
          />
        </SettingsField>
        <SettingsField
          label="Other excluded categories"
          htmlFor={`${idPrefix}-custom-excluded`}
          hint="Separate categories with commas."
        >
          <Input
            id={`${idPrefix}-custom-excluded`}
            placeholder="e.g. Defense, Crypto lending"
            value={profile.customExcludedCategories}
            onChange={(e) => setProfileField('customExcludedCategories', e.target.value)}
          />
        </SettingsField>

        <SettingsField
          label="Investment thesis"
          htmlFor={`${idPrefix}-thesis`}
          hint={
            <span aria-live="polite">
              {thesisLength} characters (recommended {THESIS_RECOMMENDED.min}-{THESIS_RECOMMENDED.max})
            </span>
          }
        >
          <Textarea
            id={`${idPrefix}-thesis`}
            rows={6}
            className="min-h-32"
            placeholder="What you invest in and why: markets, business models, founder profiles, traction you look for..."
            value={profile.investmentThesis}
            onChange={(e) => setProfileField('investmentThesis', e.target.value)}
          />
        </SettingsField>
      </CardContent>
    </Card>
  );
}
