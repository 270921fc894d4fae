import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { NOT_ADDED_QUERY_KEY } from '@/lib/query-keys';
import { afterWorkspaceChange } from './workspaces';

describe('afterWorkspaceChange', () => {
  it("drops the previous workspace's Not added uploads, so the new one's page never shows them", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(NOT_ADDED_QUERY_KEY, [{ id: 'personal-refusal' }]);
    await afterWorkspaceChange(queryClient);
    expect(queryClient.getQueryData(NOT_ADDED_QUERY_KEY)).toBeUndefined();
  });
});
