import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const WEB_FEATURES = ['accounts', 'admin', 'decks', 'deep-analysis', 'pipeline'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-control-regex': 'off',
    },
  },
  {
    // The domain package is pure: no I/O, no app code.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', '@pitchscope/server*', '@pitchscope/web*', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', 'node:*'] }],
    },
  },
  // Features stay independent of each other; shared code lives in components/ or lib/.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', 'node:*'] },
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '../../*/**', `!../../${feature}/**`],
              message: 'A feature does not import another feature: move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // The server logs through platform/logger.ts, which honours LOG_LEVEL.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-console': 'error' },
  },
);
