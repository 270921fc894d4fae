/**
 * The signed-in user's current workspace and their right to change decks (ADR 0022). Every feature asks
 * this (the deck pages, the pipeline, share links hide or disable write controls from viewers), so it
 * lives outside the workspaces feature, which manages workspaces (switcher, Settings → Team, invitations).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceList } from '@pitchscope/domain/contracts/workspaces';
import { workspaceAllows } from '@pitchscope/domain/workspaces';
import { api } from '@/lib/api-client';
import { useMe } from '@/lib/auth';

export const WORKSPACES_QUERY_KEY = ['workspaces'] as const;

export const workspacesQueryOptions = queryOptions({
  queryKey: WORKSPACES_QUERY_KEY,
  queryFn: () => api.get<WorkspaceList>('/workspaces'),
});

/** The signed-in user's current workspace and whether their role there lets them change decks. */
export function useCurrentWorkspace() {
  const { data: me } = useMe();
  const workspace = me?.currentWorkspace;
  return {
    workspace,
    canWriteDecks: workspace ? workspaceAllows(workspace.role, 'writeDecks') : true,
    isTeam: workspace ? !workspace.personal : false,
  };
}

/**
 * Whether the signed-in user may change a deck of `workspaceId` (the server's `writeDecks` rule), and
 * whether a "no" is because they are a viewer there (then the page shows its controls disabled with the
 * reason) rather than an outsider such as an admin reading the deck (then it shows no controls).
 * A deck opened by link may belong to another of the user's workspaces: the list of workspaces gives
 * the role there, and is asked for only then.
 */
export function useDeckWriteAccess(workspaceId: string | undefined) {
  const { workspace } = useCurrentWorkspace();
  const inCurrent = Boolean(workspace && workspace.id === workspaceId);
  const workspaces = useQuery({
    ...workspacesQueryOptions,
    enabled: Boolean(workspace && workspaceId && !inCurrent),
  });
  const role = inCurrent
    ? (workspace?.role ?? null)
    : (workspaces.data?.items.find((item) => item.id === workspaceId)?.role ?? null);
  return { canWrite: workspaceAllows(role, 'writeDecks'), isViewer: role === 'viewer' };
}
export type DeckWriteAccess = ReturnType<typeof useDeckWriteAccess>;
