import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Every folder under features/ is a feature, so a new one is covered by the rule below without a list to keep.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      // A raw control character inside a regular expression ("\b" written through a script that read it as
      // a backspace) never matches what it was meant to; escapes such as \x1f stay allowed.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[regex.pattern=/[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]/]',
          message: 'A raw control character in a regular expression: write it as an escape (\\b, \\x08).',
        },
      ],
    },
  },
  {
    // No import cycles anywhere (modules, features, domain): a cycle hides a layering mistake and breaks
    // module initialisation order. Imports resolve like TypeScript does (`@/` in the web app, `.ts` paths).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/domain/tsconfig.json', 'packages/engine/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
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
    // The engine package reads slides' text and returns facts: no I/O, no app code, only the domain.
    // The server reads files (engine weights, documents) and hands the engine their content (ADR 0046).
    files: ['packages/engine/**/*.ts'],
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
  // Features stay independent of each other. Where one shows another's piece, app/ composes them (the slots
  // of lib/feature-slots.tsx, filled in app/feature-slots.tsx); feature-neutral code lives in components/ or lib/.
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
              message:
                'A feature does not import another feature: let app/ compose them (lib/feature-slots.tsx), or move feature-neutral code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Server modules do not reach into each other's internals. A module's public surface is its top-level
    // files other than repositories, routes and jobs: its services (`*.service.ts`, the use cases, and the
    // few helpers another module needs, such as `setDeckAnalysisState` or `recordAdminAction` in
    // `audit.service.ts`), the provider interface (`analysis.provider.ts`), mappers and pure helpers.
    // Its repositories (its tables), routes, jobs and sub-folders (`analysis/local`, `analysis/llm`) are
    // internal: another module goes through a service, which decides what may change and how. Paths are
    // resolved, so `../x/...` and `../../modules/x/...` are checked alike. Tests may reach in (fixtures).
    // One exception: api-docs documents the routes, so it may read their schemas from `*.routes.ts`.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: SERVER_MODULES.map((module) => {
            const others = `apps/server/src/modules/{${SERVER_MODULES.filter((name) => name !== module).join(',')}}`;
            return {
              target: `./apps/server/src/modules/${module}/**`,
              from: [
                `./${others}/*.{repository,jobs${module === 'api-docs' ? '' : ',routes'}}.ts`,
                `./${others}/*/**`,
              ],
              message: `A module uses another module through its services: ${module} must not import that module's repositories, routes, jobs or sub-folders.`,
            };
          }).concat({
            // The composition root (compose.ts, app.ts, workers.ts, main.ts) wires the modules; nothing below
            // imports it, not even a type (ADR 0044). Circles through type imports are counted by
            // scripts/import-graph.mjs, which `npm run lint` runs after ESLint (import-x/no-cycle skips them).
            target: './apps/server/src/*/**',
            from: './apps/server/src/*.ts',
            message: 'Nothing below the composition root imports it: take AppContext from platform/context.ts.',
          }),
        },
      ],
    },
  },
  {
    // Stored JSON is typed where it is declared: the drizzle jsonb columns carry the domain contract types
    // (`.$type<...>()`), and data from outside is parsed with zod. A double cast (`x as unknown as T`)
    // would hide a mismatch between them, so modules have none. platform/ may still adapt a library's
    // own typings (pdf.js canvas, JSZip internals, the drizzle driver union).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as` in server modules: type the jsonb column with the contract type, or parse with zod.',
        },
      ],
    },
  },
  {
    // Every route is described once and its handler typed from that description (ADR 0057): a route file
    // registers through typedRoutes(app), never app.get/post/… with a hand-written schema and a second
    // parse. (Flat config replaces a rule per file, so the modules' rule above is repeated here.)
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as` in server modules: type the jsonb column with the contract type, or parse with zod.',
        },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|route)$/]",
          message: 'Register routes through typedRoutes(app) (ADR 0057), so the handler is typed from its description.',
        },
      ],
    },
  },
  {
    // The server logs through platform/logger.ts, which honours LOG_LEVEL.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-console': 'error' },
  },
);
