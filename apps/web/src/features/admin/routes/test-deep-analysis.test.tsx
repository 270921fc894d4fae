import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing/render';
import TestDeepAnalysisPage from './test-deep-analysis';

describe('TestDeepAnalysisPage', () => {
  it('parses pasted report text and shows the sections and the raw JSON', async () => {
    const { user } = renderAdmin(<TestDeepAnalysisPage />);
    const parse = screen.getByRole('button', { name: 'Parse Analysis' });
    expect(parse).toBeDisabled();

    await user.type(
      screen.getByLabelText('Raw analysis text'),
      '## Executive Summary{enter}Acme sells payments to merchants.',
    );
    await user.click(parse);
    expect(screen.getByText('Acme sells payments to merchants.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Raw JSON' }));
    expect(
      screen.getByText(/"executiveSummaryText": "Acme sells payments to merchants."/),
    ).toBeInTheDocument();
  });
});
