import { useQuery } from '@tanstack/react-query';
import type { ServerCapabilities } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/settings/server`: what the server found at start-up (LibreOffice for slide images). */
export const getServerCapabilities = () => api.get<ServerCapabilities>('/admin/settings/server');

export const useServerCapabilities = () =>
  useQuery({ queryKey: adminKeys.serverCapabilities, queryFn: getServerCapabilities });
