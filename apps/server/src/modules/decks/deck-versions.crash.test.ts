import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { deckVersions } from '../../db/schema.ts';
import type { WebhookEvent } from '../../platform/webhooks.ts';
import type { Storage } from '../../platform/storage.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides, uploadAndWait } from '../../test/factories.ts';
import { processUpload } from './decks.jobs.ts';
import { findDeck } from './decks.repository.ts';
import { findUpload, reopenVersionOffer } from './uploads.repository.ts';

/** What a process that dies mid-step leaves: the step's effects so far, and no clean-up of its own. */
class Crash extends Error {
  constructor(where: string) {
    super(`crash ${where}`);
  }
}

type CrashPoint = 'after the file is copied' | 'inside the transaction' | 'after the commit' | 'in the completion';

describe('adding a version survives a crash at any step ("a crash mid-work loses nothing", ADR 0051)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ workers: true });
  });
  afterAll(() => t.close());

  /** A deck, and an updated file of it offered as its new version and chosen, its job not yet run. */
  async function chosenVersion(investor: TestUser, company: string) {
    const v1 = pitchDeckSlides({ company, city: 'Berlin, Germany', round: '$1.5M', story: 1 });
    const v2 = pitchDeckSlides({ company, city: 'Berlin, Germany', round: '$2M', story: 1 }).map((slide) =>
      slide.replace('$310K ARR', '$650K ARR'),
    );
    const [v1Bytes, v2Bytes] = [await makePdf(v1), await makePdf(v2)];
    const first = await uploadAndWait(t, investor, `${company}-v1.pdf`, v1Bytes);
    const offered = await uploadAndWait(t, investor, `${company}-v2.pdf`, v2Bytes);
    expect(offered.duplicateInfo?.newVersionOffered).toBe(true);
    // The route's choice without its queued job: this test runs the job itself, crashing and retrying it.
    const chosen = await t.ctx.db.transaction((tx) =>
      reopenVersionOffer(tx, offered.id, { versionOfDeckId: first.deckId!, keptSeparateAt: null, queueTag: 0, queuedAt: new Date() }),
    );
    expect(chosen).toBe(true);
    const staged = (await findUpload(t.ctx.db, offered.id))!.stagingKey!;
    return { deckId: first.deckId!, uploadId: offered.id, staged, v1Bytes, v2Bytes };
  }

  /** The app's context, crashing at one point of the version's steps (once). */
  function crashingAt(point: CrashPoint, uploadId: string, staged: string) {
    const storage: Storage = {
      ...t.ctx.storage,
      async copy(fromKey, toKey) {
        await t.ctx.storage.copy(fromKey, toKey);
        if (point === 'after the file is copied') throw new Crash(point);
      },
      async delete(key) {
        if (point === 'after the commit' && key === staged) throw new Crash(point);
        await t.ctx.storage.delete(key);
      },
    };
    const webhooks = {
      async publish(event: WebhookEvent, options?: Parameters<typeof t.ctx.webhooks.publish>[1]) {
        if (point === 'in the completion' && event.type === 'deck.version_added') throw new Crash(point);
        await t.ctx.webhooks.publish(event, options);
      },
    };
    // Every write of the version's transaction done, then the crash before its commit.
    const db = new Proxy(t.ctx.db, {
      get(target, property) {
        if (property === 'transaction' && point === 'inside the transaction') {
          return (work: (tx: never) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              const result = await work(tx as never);
              const written = await tx.select().from(deckVersions).where(eq(deckVersions.uploadId, uploadId));
              if (written.length > 0) throw new Crash(point);
              return result;
            });
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { ...t.ctx, storage, webhooks, db };
  }

  const points: CrashPoint[] = ['after the file is copied', 'inside the transaction', 'after the commit', 'in the completion'];

  it.each(points)('crashes %s; the retry completes with exactly one new version and every file', async (point) => {
    const investor = await t.signUp();
    const { deckId, uploadId, staged, v1Bytes, v2Bytes } = await chosenVersion(investor, `Crashco ${points.indexOf(point)}`);

    await expect(processUpload(crashingAt(point, uploadId, staged), uploadId)).rejects.toBeInstanceOf(Crash);
    const crashed = (await findDeck(t.ctx.db, deckId))!;
    if (point === 'after the file is copied' || point === 'inside the transaction') {
      // Nothing committed: the deck is v1 as it was, and the upload still has its file.
      expect(crashed.currentVersion).toBe(1);
      expect(await t.ctx.storage.exists(staged)).toBe(true);
    } else {
      expect(crashed.currentVersion).toBe(2);
    }

    // The queue's retry, in a process that does not crash; the events it sends are recorded.
    const published: WebhookEvent[] = [];
    const recording = {
      ...t.ctx,
      webhooks: {
        async publish(event: WebhookEvent, options?: Parameters<typeof t.ctx.webhooks.publish>[1]) {
          published.push(event);
          await t.ctx.webhooks.publish(event, options);
        },
      },
    };
    await processUpload(recording, uploadId);

    const upload = (await findUpload(t.ctx.db, uploadId))!;
    expect(upload).toMatchObject({ status: 'completed', deckId, stagingKey: null });
    const versions = await t.ctx.db.select().from(deckVersions).where(eq(deckVersions.deckId, deckId)).orderBy(asc(deckVersions.number));
    expect(versions.map((version) => [version.number, version.uploadId])).toEqual([
      [1, null],
      [2, uploadId],
    ]);
    const deck = (await findDeck(t.ctx.db, deckId))!;
    expect(deck).toMatchObject({ currentVersion: 2, fileKey: versions[1]!.fileKey, roundSize: '$2M', status: 'Analyzed' });
    // Both files byte for byte, and no staged copy left behind.
    expect((await t.ctx.storage.read(versions[0]!.fileKey!)).equals(Buffer.from(v1Bytes))).toBe(true);
    expect((await t.ctx.storage.read(versions[1]!.fileKey!)).equals(Buffer.from(v2Bytes))).toBe(true);
    expect(await t.ctx.storage.exists(staged)).toBe(false);

    // One deck.version_added went out (from the one completion that committed), naming what changed.
    const added = published.filter((event) => event.type === 'deck.version_added');
    expect(added).toHaveLength(1);
    expect(added[0]!.data).toMatchObject({
      deck: { id: deckId, roundSize: '$2M' },
      version: {
        number: 2,
        fileName: `Crashco ${points.indexOf(point)}-v2.pdf`,
        uploadedById: investor.id,
        changes: expect.arrayContaining([expect.objectContaining({ label: 'Round Size', before: '$1.5M', after: '$2M' })]),
      },
    });

    // Run once more (a duplicate delivery of the job): nothing changes.
    await processUpload(recording, uploadId);
    expect(await t.ctx.db.select().from(deckVersions).where(eq(deckVersions.deckId, deckId))).toHaveLength(2);
    expect(published.filter((event) => event.type === 'deck.version_added')).toHaveLength(1);
  });
});
