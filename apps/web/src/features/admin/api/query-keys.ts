/** Query keys of the admin back office; every admin query lives under `['admin']`. */
export const adminKeys = {
  all: ['admin'] as const,
  analytics: ['admin', 'analytics'] as const,
  decks: ['admin', 'decks'] as const,
  deckRaw: (deckId: string) => ['admin', 'decks', deckId, 'raw'] as const,
  users: ['admin', 'users'] as const,
  prompts: ['admin', 'prompts'] as const,
  industrySystem: ['admin', 'industries', 'system'] as const,
  deepResearch: ['admin', 'industries', 'deep-research'] as const,
  analysisConfigs: ['admin', 'industries', 'analysis-configs'] as const,
  industryCategories: ['admin', 'industries', 'categories'] as const,
  legal: ['admin', 'legal'] as const,
  settings: ['admin', 'settings'] as const,
  serverCapabilities: ['admin', 'settings', 'server'] as const,
  aiConfig: ['admin', 'ai-config'] as const,
  analysisHealth: ['analysis', 'health'] as const,
  modelHealth: ['admin', 'model-health'] as const,
};

/** `encodeURIComponent` for one path segment. */
export const seg = (value: string) => encodeURIComponent(value);
