import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the code's boundaries (issue #17): no import cycles, no reaching into a module,
 * no double casts hiding the type of stored JSON.
 */
describe('lint boundaries (eslint.config.js)', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const eslint = new ESLint({ cwd: root });
  let fixtures: string;

  beforeAll(async () => {
    fixtures = await mkdtemp(join(root, 'apps/server/src/lint-fixture-'));
  });
  afterAll(() => rm(fixtures, { recursive: true, force: true }));

  const rulesOf = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.map((message) => message.ruleId);
  };

  it('reports an import cycle', async () => {
    await writeFile(join(fixtures, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    await writeFile(join(fixtures, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([join(fixtures, 'a.ts')]);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it("lets a module use another module's service but not its repository, jobs or sub-folders", async () => {
    const file = join(root, 'apps/server/src/modules/legal/boundary-fixture.ts');
    const viaService = "import { recordAdminAction } from '../admin/audit.service.ts';\nexport const x = recordAdminAction;\n";
    const viaRepository = "import { recordAdminAction } from '../admin/audit.repository.ts';\nexport const x = recordAdminAction;\n";
    const viaSubfolder = "import { sandboxed } from '../analysis/local/sandboxed-local.provider.ts';\nexport const x = sandboxed;\n";
    expect(await rulesOf(viaService, file)).toEqual([]);
    expect(await rulesOf(viaRepository, file)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesOf(viaSubfolder, file)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a double cast (`as unknown as`) in a server module: JSON columns carry the contract types', async () => {
    const file = join(root, 'apps/server/src/modules/decks/cast-fixture.ts');
    expect(await rulesOf('export const x = JSON.parse("{}") as { a: number };\n', file)).toEqual([]);
    expect(await rulesOf('export const x = JSON.parse("{}") as unknown as { a: number };\n', file)).toEqual(['no-restricted-syntax']);
  });

  it('keeps the engine package free of I/O and app code: the server hands it text (ADR 0046)', async () => {
    const file = join(root, 'packages/engine/src/io-fixture.ts');
    expect(await rulesOf("import { toSlides } from './text.ts';\nexport const x = toSlides;\n", file)).toEqual([]);
    expect(await rulesOf("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", file)).toEqual(['no-restricted-imports']);
  });
});
