import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ClaimCheckNotice } from './claim-check-notice';

const check = (status: 'verified' | 'unverified' | 'unchecked') => ({
  claim: 'c',
  section: '',
  slides: [1],
  status,
  reason: 'r',
});

describe('ClaimCheckNotice', () => {
  it('says how many claims the slides do not back', () => {
    render(
      <ClaimCheckNotice
        verification={{
          checks: [check('verified'), check('unverified'), check('unverified')],
          verified: 1,
          unverified: 2,
          unchecked: 0,
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      '2 claims could not be found on the cited slides. 1 of 3 checked claims were found on the cited slides. They are marked “⚠️ Unverified” in the report.',
    );
  });

  it('says when every checked claim was found, and nothing when none was checked', () => {
    const { rerender } = render(
      <ClaimCheckNotice
        verification={{ checks: [check('verified')], verified: 1, unverified: 0, unchecked: 0 }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      '1 of 1 checked claim was found on the cited slides.',
    );
    rerender(
      <ClaimCheckNotice
        verification={{ checks: [check('unchecked')], verified: 0, unverified: 0, unchecked: 1 }}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
