import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import StructuredAnalysisPage from './structured-analysis';

afterEach(() => vi.unstubAllGlobals());

const structuredAnalysis = {
  teamAnalysis: { strengths: 'Two founders who built grid software', weaknesses: '' },
  productAnalysis: { innovation: '', scalability: '', defensibility: '' },
  marketAnalysis: { size: 'EUR 4bn', growth: '', competitors: '', trends: '' },
  businessModelAnalysis: { revenueStreams: '', unitEconomics: '' },
  financialAnalysis: { burnRate: '', margins: '', projections: '' },
  riskAssessment: { keyRisks: 'Long utility sales cycles', mitigationStrategies: '' },
  executiveSummary: 'Sensors for utilities.',
  rawAnalysis: '## Executive Summary\nSensors for utilities.',
};

describe('StructuredAnalysisPage (/structured-analysis)', () => {
  it('sends the deck fields and text and shows the structured analysis', async () => {
    const { calls } = mockApi({
      'POST /analysis/structured-analysis': () => ({
        success: true,
        message: 'OK',
        data: { structuredAnalysis },
      }),
    });
    const { user } = renderAdmin(<StructuredAnalysisPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Structured Analysis' })).toBeInTheDocument();
    const run = screen.getByRole('button', { name: 'Run Structured Analysis' });
    expect(run).toBeDisabled(); // nothing to analyse yet

    await user.type(screen.getByLabelText('Company Name'), 'Gridly');
    await user.type(screen.getByLabelText('Pitch Deck Data'), 'Gridly sells sensors');
    await user.click(run);

    const result = await screen.findByRole('region', { name: 'Structured analysis result' });
    expect(within(result).getByText('Sensors for utilities.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/analysis/structured-analysis',
      body: { companyName: 'Gridly', pitchDeckData: 'Gridly sells sensors' },
    });
    await user.click(within(result).getByRole('tab', { name: 'Critical Analysis' }));
    expect(within(result).getByText('Two founders who built grid software')).toBeInTheDocument();
    expect(within(result).getAllByText('Not specified').length).toBeGreaterThan(0);
  });

  it("shows the spec's failure message when the call fails, and the service's own when it answers success false", async () => {
    let fail = true;
    mockApi({
      'POST /analysis/structured-analysis': () =>
        fail
          ? apiError(500)
          : { success: false, message: 'Failed to perform structured analysis', data: null },
    });
    const { user } = renderAdmin(<StructuredAnalysisPage />);
    await user.type(screen.getByLabelText('Analysis'), '## Executive Summary\nText');
    await user.click(screen.getByRole('button', { name: 'Run Structured Analysis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to perform structured analysis');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Run Structured Analysis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to perform structured analysis');
  });

  it('says No analysis data available when the answer holds no text', async () => {
    const empty = JSON.parse(JSON.stringify(structuredAnalysis).replace(/"[^"]*"(?=[,}])/g, '""'));
    mockApi({
      'POST /analysis/structured-analysis': () => ({
        success: true,
        message: 'OK',
        data: { structuredAnalysis: empty },
      }),
    });
    const { user } = renderAdmin(<StructuredAnalysisPage />);
    await user.type(screen.getByLabelText('Analysis'), 'x');
    await user.click(screen.getByRole('button', { name: 'Run Structured Analysis' }));
    expect(await screen.findByText('No analysis data available')).toBeInTheDocument();
  });
});
