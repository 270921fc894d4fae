import { describe, expect, it } from 'vitest';
import { PROFILE_DEFAULTS } from '@pitchscope/domain/constants';
import { formToProfile, profileChanged, profileToForm, withRangeSet } from '@/features/accounts/lib/profile-form';

describe('ranges set by the user in the settings form', () => {
  it('marks a range once, in one order whatever the order of the marks, and saves the marks', () => {
    const form = withRangeSet(withRangeSet(withRangeSet(profileToForm(null), 'targetOwnership'), 'ticketSize'), 'ticketSize');
    expect(form.rangesSetByUser).toEqual(['ticketSize', 'targetOwnership']);
    expect(formToProfile(form).rangesSetByUser).toEqual(['ticketSize', 'targetOwnership']);
  });

  it('counts a new mark as an unsaved change, and a stored profile without marks as none', () => {
    const stored = { ...PROFILE_DEFAULTS, investmentFocus: ['Fintech'] };
    const form = profileToForm(stored);
    expect(form.rangesSetByUser).toEqual([]);
    expect(profileChanged(form, stored)).toBe(false);
    expect(profileChanged(withRangeSet(form, 'ticketSize'), stored)).toBe(true);
    expect(profileChanged(withRangeSet(form, 'ticketSize'), { ...stored, rangesSetByUser: ['ticketSize'] })).toBe(false);
  });
});
