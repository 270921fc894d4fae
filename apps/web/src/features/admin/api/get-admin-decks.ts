import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDeckRow } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** Every deck of every user, newest first. */
export const getAdminDecks = () => api.get<AdminDeckRow[]>('/admin/decks');

export const getAdminDecksQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.decks, queryFn: getAdminDecks });

export const useAdminDecks = () => useQuery(getAdminDecksQueryOptions());
