import type { RawIndustryNode, RawSubIndustry } from '../api/get-industry-system';

export interface SubIndustry {
  name: string;
  description: string;
}

export interface IndustryNode {
  name: string;
  description: string;
  subIndustries: SubIndustry[];
}

function toSubIndustry(key: string | null, value: RawSubIndustry): SubIndustry | null {
  if (typeof value === 'string') {
    // In a list a string is the name; in a map it is the description of the key.
    return key === null ? { name: value, description: '' } : { name: key, description: value };
  }
  if (value && typeof value === 'object') {
    const name = key ?? value.name ?? '';
    return name ? { name, description: value.description ?? '' } : null;
  }
  return key ? { name: key, description: '' } : null;
}

/** The stored hierarchy (industry → description and sub-industries) as a list sorted by name. */
export function normalizeHierarchy(
  hierarchy: Record<string, RawIndustryNode> | null | undefined,
): IndustryNode[] {
  return Object.entries(hierarchy ?? {})
    .map(([name, node]) => {
      const raw = node?.sub_industries;
      const subIndustries = (
        Array.isArray(raw)
          ? raw.map((value) => toSubIndustry(null, value))
          : Object.entries(raw ?? {}).map(([key, value]) => toSubIndustry(key, value))
      ).filter((sub): sub is SubIndustry => sub !== null);
      return { name, description: node?.description ?? '', subIndustries };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const ANALYSIS_CONFIG_KEY_SEPARATOR = ':';

/** Analysis configs are keyed by industry, or by 'industry:sub-industry'. */
export function analysisConfigKey(industry: string, subIndustry?: string | null): string {
  return subIndustry ? `${industry}${ANALYSIS_CONFIG_KEY_SEPARATOR}${subIndustry}` : industry;
}

export function splitAnalysisConfigKey(key: string): { industry: string; subIndustry: string | null } {
  const index = key.indexOf(ANALYSIS_CONFIG_KEY_SEPARATOR);
  if (index === -1) return { industry: key, subIndustry: null };
  return { industry: key.slice(0, index), subIndustry: key.slice(index + 1) || null };
}
