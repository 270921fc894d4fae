import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMeInput } from '@pitchscope/domain/contracts/accounts';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';

/** `PATCH /api/me`: changed name/email, an optional new password, and the investor profile. */
export function updateMe(input: UpdateMeInput): Promise<Me> {
  return api.patch<Me>('/me', input);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(ME_QUERY_KEY, me);
    },
  });
}
