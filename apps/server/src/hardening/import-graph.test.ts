import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measure, PENDING_UPWARD } from '../../../../scripts/import-graph.mjs';

/** The server's import graph (ADR 0044): no circles and no upward imports, type-only imports counted. */
describe('import graph (scripts/import-graph.mjs)', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function sources(files: Record<string, string>): Promise<string> {
    const src = await mkdtemp(join(tmpdir(), 'import-graph-'));
    made.push(src);
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(src, path, '..'), { recursive: true });
      await writeFile(join(src, path), text);
    }
    return src;
  }

  it('finds no circle and no upward import in apps/server/src', () => {
    const graph = measure();
    expect(graph.files.length).toBeGreaterThan(100);
    expect(graph.circles).toEqual([]);
    expect(graph.unexpectedUpward).toEqual([]);
    // The allowance shrinks only: an entry that no longer occurs is removed from the list.
    expect(PENDING_UPWARD.filter((edge) => !graph.upward.includes(edge))).toEqual([]);
  });

  it('counts a circle closed by a type-only import', async () => {
    const src = await sources({
      'modules/a/a.service.ts': "import type { B } from '../b/b.service.ts';\nexport const a = (b: B) => b;\n",
      'modules/b/b.service.ts': "import { a } from '../a/a.service.ts';\nexport type B = ReturnType<typeof a>;\n",
    });
    expect(measure(src).circles).toHaveLength(1);
  });

  it('counts a module importing the composition root, and platform importing a module, as upward', async () => {
    const src = await sources({
      'compose.ts': 'export type ServerContext = { db: unknown };\n',
      'modules/a/a.service.ts': "import type { ServerContext } from '../../compose.ts';\nexport const a = (ctx: ServerContext) => ctx;\n",
      'platform/queue.ts': "import { a } from '../modules/a/a.service.ts';\nexport const q = a;\n",
      'platform/db.ts': 'export const db = 1;\n',
      'modules/b/b.service.ts': "import { db } from '../../platform/db.ts';\nexport const b = db;\n",
    });
    expect(measure(src).upward.sort()).toEqual(['modules/a/a.service.ts -> compose.ts', 'platform/queue.ts -> modules/a/a.service.ts']);
  });
});
