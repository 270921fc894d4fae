import { useQuery } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { MODEL_HEALTH_CHECK_SECONDS, MODEL_WAIT_MESSAGES, type ModelState } from '@pitchscope/domain/model-availability';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { api } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';

interface Health {
  status: 'ok';
  details: { slideRendering: 'available' | 'unavailable'; analysisModel: ModelState };
}

export const HEALTH_QUERY_KEY = ['health'] as const;

/**
 * Tells signed-in users when the analysis model is not answering (issue #38): their uploads wait for it
 * and go on by themselves — or, when the admin chose it, are read offline by the local engine. Follows `/api/health`, which the server checks at most once a minute.
 */
export function ModelOutageBanner() {
  const health = useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: () => api.get<Health>('/health'),
    refetchInterval: MODEL_HEALTH_CHECK_SECONDS * 1000,
    // A failed health request says nothing about the model: no banner for it.
    retry: false,
  });
  const readOffline = useAppConfig().data?.readOfflineWhenModelDown ?? false;
  const state = health.data?.details.analysisModel;
  if (!state || state === 'ok') return null;
  return (
    <Alert className="mb-6 border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100" data-testid="model-outage-banner">
      <CloudOff aria-hidden />
      <AlertTitle>{MODEL_WAIT_MESSAGES.bannerTitle}</AlertTitle>
      <AlertDescription className="text-amber-900 dark:text-amber-100">{MODEL_WAIT_MESSAGES.banner(state, readOffline)}</AlertDescription>
    </Alert>
  );
}
