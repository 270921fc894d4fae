import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  CreateWebhookInput,
  WebhookDelivery,
  WebhookEndpoint,
} from '@pitchscope/domain/contracts/webhooks';
import { api } from '@/lib/api-client';

const WEBHOOKS_QUERY_KEY = ['me', 'webhooks'] as const;
const deliveriesQueryKey = (id: string) => [...WEBHOOKS_QUERY_KEY, id, 'deliveries'] as const;

/** `GET /api/me/webhooks`: the user's endpoints with their newest delivery (never the secrets). */
export const webhooksQueryOptions = queryOptions({
  queryKey: WEBHOOKS_QUERY_KEY,
  queryFn: () => api.get<WebhookEndpoint[]>('/me/webhooks'),
});

export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}

/** `GET /api/me/webhooks/:id/deliveries`: refreshed while a delivery is still pending or retrying. */
export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesQueryKey(id),
    queryFn: () => api.get<WebhookDelivery[]>(`/me/webhooks/${encodeURIComponent(id)}/deliveries`),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending' || delivery.status === 'retrying') ? 2000 : false,
  });
}

/** `POST /api/me/webhooks`: the answer holds the signing secret, the only time it is shown. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => api.post<CreatedWebhook>('/me/webhooks', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

/** `DELETE /api/me/webhooks/:id`: the endpoint and its delivery log. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/me/webhooks/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

/** `POST /api/me/webhooks/:id/test`: queues a `webhook.test` event for this endpoint. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<WebhookDelivery>(`/me/webhooks/${encodeURIComponent(id)}/test`, {}),
    onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }).then(() =>
      queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(id) })),
  });
}
