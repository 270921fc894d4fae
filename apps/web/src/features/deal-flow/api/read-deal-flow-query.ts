import { dealFlowQuerySchema, type DealFlowQuery } from '@pitchscope/domain/contracts/deal-flow';

/** Reads the URL leniently (as the library does): a parameter the API would refuse is left out. */
export function readDealFlowQuery(search: URLSearchParams): { query: DealFlowQuery; params: URLSearchParams } {
  const query: Record<string, unknown> = {};
  const params = new URLSearchParams();
  for (const [key, schema] of Object.entries(dealFlowQuerySchema.shape)) {
    const raw = search.get(key);
    if (raw === null) continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) {
      query[key] = parsed.data;
      params.set(key, raw);
    }
  }
  return { query: query as DealFlowQuery, params };
}
