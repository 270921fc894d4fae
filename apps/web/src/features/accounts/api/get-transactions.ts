import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenTransaction } from '@pitchscope/domain/contracts/accounts';
import { api } from '@/lib/api-client';

/** `GET /api/me/transactions`: the signed-in user's token ledger, newest first. */
export function getTransactions(): Promise<TokenTransaction[]> {
  return api.get<TokenTransaction[]>('/me/transactions');
}

export const transactionsQueryOptions = queryOptions({
  queryKey: ['me', 'transactions'],
  queryFn: getTransactions,
});

export function useTransactions() {
  return useQuery(transactionsQueryOptions);
}
