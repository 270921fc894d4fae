import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettingsList, type SettingsListProps } from '@/components/settings-card';

type Query = SettingsListProps<string>['query'];

function renderList(query: Partial<Query>) {
  const refetch = vi.fn();
  render(
    <SettingsList
      query={{ isPending: false, isError: false, data: undefined, refetch, ...query } as Query}
      loadingLabel="Loading keys"
      errorText="Could not load the keys."
      emptyText="No keys yet."
    >
      {(items) => (
        <ul aria-label="Keys">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </SettingsList>,
  );
  return refetch;
}

describe('SettingsList', () => {
  it('names its placeholder while loading', () => {
    renderList({ isPending: true });
    expect(screen.getByLabelText('Loading keys')).toBeInTheDocument();
    expect(screen.queryByText('No keys yet.')).not.toBeInTheDocument();
  });

  it('says a failure and tries again on demand', async () => {
    const refetch = renderList({ isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the keys.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says when the list is empty', () => {
    renderList({ data: [] });
    expect(screen.getByText('No keys yet.')).toBeInTheDocument();
  });

  it('renders the items it holds', () => {
    renderList({ data: ['CRM sync', 'Slack'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CRM sync', 'Slack']);
  });
});
