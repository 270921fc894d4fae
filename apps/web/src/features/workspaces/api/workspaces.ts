/**
 * The workspaces API (issue #20, ADR 0022): the switcher, Settings → Team and the invitation page. The
 * current workspace and the deck write access every feature asks for are in lib/current-workspace.ts.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AcceptedInvitation,
  CreatedInvitation,
  CreatedWorkspace,
  CreateInvitationInput,
  IntakeAddress,
  InvitationPreview,
  WorkspaceDetail,
  WorkspaceRole,
} from '@pitchscope/domain/contracts/workspaces';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { WORKSPACES_QUERY_KEY, workspacesQueryOptions } from '@/lib/current-workspace';
import { DECKS_QUERY_KEY, NOT_ADDED_QUERY_KEY, PIPELINE_QUERY_KEY } from '@/lib/query-keys';

const workspaceKey = (id: string) => [...WORKSPACES_QUERY_KEY, id] as const;
const path = (id: string) => `/workspaces/${encodeURIComponent(id)}`;

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions);
}

/** How often Settings → Team asks again while an invitation's email is being sent. */
const EMAIL_STATUS_POLL_MS = 3000;

export function useWorkspace(id: string | undefined) {
  return useQuery({
    queryKey: workspaceKey(id ?? ''),
    queryFn: () => api.get<WorkspaceDetail>(path(id ?? '')),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.invitations.some((invitation) => invitation.emailStatus === 'queued') ? EMAIL_STATUS_POLL_MS : false,
  });
}

/**
 * Everything cached for one workspace (its decks, counts, pipeline board, analyses, uploads not added) is dropped when the
 * current workspace changes, so no page shows the previous workspace's decks for a moment.
 */
export async function afterWorkspaceChange(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: DECKS_QUERY_KEY });
  queryClient.removeQueries({ queryKey: PIPELINE_QUERY_KEY });
  queryClient.removeQueries({ queryKey: NOT_ADDED_QUERY_KEY });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  ]);
}

export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) => api.put<{ currentWorkspaceId: string }>('/me/current-workspace', { workspaceId }),
    onSuccess: () => afterWorkspaceChange(queryClient),
  });
}

/** The new workspace becomes the current one (server side), so the caches are dropped as for a switch. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<CreatedWorkspace>('/workspaces', { name }),
    onSuccess: () => afterWorkspaceChange(queryClient),
  });
}

function useWorkspaceMutation<Input, Output>(workspaceId: string, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}

export function useRenameWorkspace(workspaceId: string) {
  return useWorkspaceMutation(workspaceId, (name: string) => api.patch<{ id: string; name: string }>(path(workspaceId), { name }));
}

export function useChangeMemberRole(workspaceId: string) {
  return useWorkspaceMutation(workspaceId, ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
    api.patch<void>(`${path(workspaceId)}/members/${encodeURIComponent(userId)}`, { role }),
  );
}

/** Removes a member, or, with one's own id, leaves the workspace (the server falls back to personal). */
export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`${path(workspaceId)}/members/${encodeURIComponent(userId)}`),
    onSuccess: () => afterWorkspaceChange(queryClient),
  });
}

export function useCreateInvitation(workspaceId: string) {
  return useWorkspaceMutation(workspaceId, (input: CreateInvitationInput) =>
    api.post<CreatedInvitation>(`${path(workspaceId)}/invitations`, input),
  );
}

export function useRevokeInvitation(workspaceId: string) {
  return useWorkspaceMutation(workspaceId, (invitationId: string) =>
    api.delete<void>(`${path(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`),
  );
}

export function useInvitationPreview(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['invitation', token] as const,
    queryFn: () => api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`),
    enabled,
    retry: false,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<AcceptedInvitation>(`/invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: () => afterWorkspaceChange(queryClient),
  });
}

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', member: 'Member', viewer: 'Viewer' };

const intakeKey = (workspaceId: string) => [...workspaceKey(workspaceId), 'intake-address'] as const;

/** The workspace's email intake address (ADR 0050); made by the server on its first view. */
export function useIntakeAddress(workspaceId: string) {
  return useQuery({
    queryKey: intakeKey(workspaceId),
    queryFn: () => api.get<IntakeAddress>(`${path(workspaceId)}/intake-address`),
  });
}

/** A new intake address (owners): the old one stops working at once. */
export function useReplaceIntakeAddress(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<IntakeAddress>(`${path(workspaceId)}/intake-address`),
    onSuccess: (address) => queryClient.setQueryData(intakeKey(workspaceId), address),
  });
}
