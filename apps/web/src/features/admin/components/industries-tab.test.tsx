import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { IndustriesTab } from './industries-tab';

const hierarchy = Object.fromEntries(
  Array.from({ length: 7 }, (_, i) => [
    `Industry ${i + 1}`,
    { description: `Description ${i + 1}`, sub_industries: { [`Sub ${i + 1}`]: 'Niche' } },
  ]),
);

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('IndustriesTab', () => {
  it('shows totals and pages the hierarchy 5 at a time', async () => {
    mockApi({
      'GET /admin/industries': () => ({
        success: true,
        data: { hierarchy, total_industries: 7, total_sub_industries: 7 },
      }),
    });
    const { user } = renderAdmin(<IndustriesTab />);
    expect(await screen.findByText('Industry 1')).toBeInTheDocument();
    expect(screen.getByText('Industry 5')).toBeInTheDocument();
    expect(screen.queryByText('Industry 6')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Industry 6')).toBeInTheDocument();
    expect(screen.getByText('Sub 7')).toBeInTheDocument();
  });

  it('says the industry system failed to load', async () => {
    mockApi({ 'GET /admin/industries': () => apiError(500) });
    renderAdmin(<IndustriesTab />);
    expect(await screen.findByText('Failed to load industry system')).toBeInTheDocument();
  });

  it('saves deep research for one industry and reports a failure verbatim', async () => {
    const { calls } = mockApi({
      'GET /admin/industries': () => ({
        success: true,
        data: { hierarchy: { Fintech: { description: '' } }, total_industries: 1, total_sub_industries: 0 },
      }),
      'GET /admin/industries/deep-research': () => ({
        success: true,
        data: {
          Fintech: {
            industry_name: 'Fintech',
            deep_research: 'Payments trends',
            last_updated: '2025-01-05T00:00:00Z',
          },
        },
      }),
      'PUT /admin/industries/deep-research': () => apiError(500),
    });
    const { user } = renderAdmin(<IndustriesTab />);
    await user.click(screen.getByRole('tab', { name: 'Deep Research' }));
    expect(await screen.findByText('Payments trends')).toBeInTheDocument();
    expect(screen.getByText('Last updated Jan 5, 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit deep research for Fintech' }));
    await user.type(screen.getByLabelText('Deep research for Fintech'), ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save deep research')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      industry_name: 'Fintech',
      deep_research: 'Payments trends and more',
    });
  });

  it('saves an analysis config for an industry:sub-industry key', async () => {
    const { calls } = mockApi({
      'GET /admin/industries': () => ({
        success: true,
        data: { hierarchy: {}, total_industries: 0, total_sub_industries: 0 },
      }),
      'GET /admin/industries/analysis-configs': () => ({
        success: true,
        data: {
          data: {
            'Fintech:Payments': {
              industry_name: 'Fintech',
              sub_industry_name: 'Payments',
              specific_analysis: 'A',
              specific_sections: 'S',
              specific_metrics: 'M',
              specific_focus: 'F',
            },
          },
        },
      }),
      'PUT /admin/industries/analysis-configs': () => ({ success: true }),
    });
    const { user } = renderAdmin(<IndustriesTab />);
    await user.click(screen.getByRole('tab', { name: 'Analysis Configs' }));
    await user.click(await screen.findByRole('button', { name: 'Edit configuration for Fintech:Payments' }));
    await user.type(screen.getByLabelText('Specific focus'), ' and fraud');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration Saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      industry_name: 'Fintech',
      sub_industry_name: 'Payments',
      specific_analysis: 'A',
      specific_sections: 'S',
      specific_metrics: 'M',
      specific_focus: 'F and fraud',
    });
    expect(within(screen.getByRole('tabpanel')).getByText('Payments')).toBeInTheDocument();
  });
});
