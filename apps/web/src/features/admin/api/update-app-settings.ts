import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppSettings } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export type AppSettingsPatch = Partial<
  Pick<
    AppSettings,
    | 'newUserFreeCredits'
    | 'useRealAnalysis'
    | 'enableBackgroundProcessing'
    | 'maxUploadSizeMB'
    | 'allowPrivateWebhookTargets'
  >
>;

export const updateAppSettings = (patch: AppSettingsPatch) => api.put<AppSettings>('/admin/settings', patch);

/**
 * Saves a settings patch. With `optimistic`, the cached settings change at once and are put back if the
 * save fails (spec §4.4: the real-analysis switch is optimistic and reverts on failure).
 */
export const useUpdateAppSettings = ({ optimistic = false }: { optimistic?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppSettings,
    onMutate: async (patch) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: adminKeys.settings });
      const previous = queryClient.getQueryData<AppSettings>(adminKeys.settings);
      if (previous) queryClient.setQueryData<AppSettings>(adminKeys.settings, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, patch, context) => {
      const previous = context?.previous;
      if (!previous) return;
      // Put back only the fields this save changed, so a concurrent change to another field survives.
      const restored = Object.fromEntries(
        Object.keys(patch).map((key) => [key, previous[key as keyof AppSettingsPatch]]),
      );
      queryClient.setQueryData<AppSettings>(adminKeys.settings, (current) =>
        current ? { ...current, ...restored } : previous,
      );
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
    },
  });
};
