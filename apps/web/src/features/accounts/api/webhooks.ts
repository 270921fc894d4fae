/**
 * A workspace's webhook endpoints (ADR 0021, 0022): its owners manage them, from Settings → Webhooks in
 * the personal workspace and Settings → Team in a team workspace.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  CreateWebhookInput,
  WebhookDelivery,
  WebhookEndpoint,
} from '@pitchscope/domain/contracts/webhooks';
import { api } from '@/lib/api-client';

const webhooksQueryKey = (workspaceId: string) => ['workspaces', workspaceId, 'webhooks'] as const;
const deliveriesQueryKey = (workspaceId: string, id: string) => [...webhooksQueryKey(workspaceId), id, 'deliveries'] as const;
const webhooksPath = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/webhooks`;
const webhookPath = (workspaceId: string, id: string) => `${webhooksPath(workspaceId)}/${encodeURIComponent(id)}`;

/** `GET /api/workspaces/:id/webhooks`: the workspace's endpoints with their newest delivery (never the secrets). */
export const webhooksQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: webhooksQueryKey(workspaceId),
    queryFn: () => api.get<WebhookEndpoint[]>(webhooksPath(workspaceId)),
  });

export function useWebhooks(workspaceId: string) {
  return useQuery(webhooksQueryOptions(workspaceId));
}

/** `GET /api/workspaces/:id/webhooks/:webhookId/deliveries`: refreshed while a delivery is still pending or retrying. */
export function useWebhookDeliveries(workspaceId: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesQueryKey(workspaceId, id),
    queryFn: () => api.get<WebhookDelivery[]>(`${webhookPath(workspaceId, id)}/deliveries`),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending' || delivery.status === 'retrying') ? 2000 : false,
  });
}

/** `POST /api/workspaces/:id/webhooks`: the answer holds the signing secret, the only time it is shown. */
export function useCreateWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => api.post<CreatedWebhook>(webhooksPath(workspaceId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(workspaceId) }),
  });
}

/** `DELETE /api/workspaces/:id/webhooks/:webhookId`: the endpoint and its delivery log. */
export function useDeleteWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(webhookPath(workspaceId, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(workspaceId) }),
  });
}

/** `POST /api/workspaces/:id/webhooks/:webhookId/test`: queues a `webhook.test` event for this endpoint. */
export function useSendTestWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<WebhookDelivery>(`${webhookPath(workspaceId, id)}/test`, {}),
    onSuccess: (_delivery, id) =>
      queryClient
        .invalidateQueries({ queryKey: webhooksQueryKey(workspaceId) })
        .then(() => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(workspaceId, id) })),
  });
}
