import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioCompany } from '@pitchscope/domain/portfolio';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import { buildMe } from '@/test/factories';
import { PortfolioSettingsCard } from './portfolio-settings-card';

const company = (name: string): PortfolioCompany => ({ id: name.toLowerCase(), name, website: '', sector: 'Cleantech', description: '', createdAt: '2026-11-01T00:00:00.000Z' });

describe('Settings → Portfolio', () => {
  it('imports a CSV file, shows each row left out with its line, and lists the companies', async () => {
    const user = userEvent.setup();
    let companies: PortfolioCompany[] = [];
    const api = mockApi({
      'GET /portfolio': () => ({ companies }),
      'POST /portfolio/import': () => {
        companies = [company('Voltcafe')];
        return { added: 1, updated: 0, errors: [{ line: 3, message: 'The company name is empty.' }] };
      },
    });
    renderWithApp(<PortfolioSettingsCard />, { me: buildMe() });
    expect(await screen.findByText('No portfolio companies yet.')).toBeInTheDocument();

    const csv = 'name,sector\nVoltcafe,Cleantech\n,Fintech';
    await user.upload(screen.getByLabelText('Portfolio CSV file'), new File([csv], 'portfolio.csv', { type: 'text/csv' }));
    expect(api.calls('POST /portfolio/import')[0]!.body).toEqual({ csv });
    const rows = await screen.findByRole('list', { name: 'Rows not imported' });
    expect(within(rows).getByText('Line 3: The company name is empty.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 added, 0 updated.');
    const table = await screen.findByRole('table', { name: 'Portfolio companies' });
    expect(within(table).getByText('Voltcafe')).toBeInTheDocument();
  });
});
