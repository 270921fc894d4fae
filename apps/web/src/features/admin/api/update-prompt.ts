import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prompt } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys, seg } from './query-keys';

export type PromptInput = Omit<Prompt, 'lastUpdated'>;

/** Saves one prompt; the server merges a fresh lastUpdated. */
export const updatePrompt = (prompt: PromptInput) =>
  api.put<Prompt>(`/admin/prompts/${seg(prompt.id)}`, prompt);

export const useUpdatePrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrompt,
    onSuccess: (saved) => {
      queryClient.setQueryData<Prompt[]>(adminKeys.prompts, (prompts) =>
        prompts?.map((prompt) => (prompt.id === saved.id ? saved : prompt)),
      );
    },
  });
};
