import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DUPLICATE_MESSAGES } from '@pitchscope/domain/messages';
import { VERSION_MESSAGES, type DeckVersionAnswer } from '@pitchscope/domain/deck-versions';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { eq } from 'drizzle-orm';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import { deckVersions, uploads, webhookDeliveries } from '../../db/schema.ts';
import type { Resolver } from '../../platform/outbound/outbound-address.ts';
import { createWebhook } from '../webhooks/webhooks.service.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides, uploadAndWait, waitForUpload } from '../../test/factories.ts';

/** The same deck re-sent by its founder: a bigger round and a higher ARR, every other word the same. */
function founderDecks(company: string) {
  const v1 = pitchDeckSlides({ company, city: 'Berlin, Germany', round: '$1.5M', story: 1 });
  const v2 = pitchDeckSlides({ company, city: 'Berlin, Germany', round: '$2M', story: 1 }).map((slide) =>
    slide.replace('$310K ARR', '$650K ARR'),
  );
  return { v1, v2 };
}

describe('versions of a deck (issue #31 item 3)', () => {
  let t: TestApp;
  let investor: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ workers: true });
    admin = await t.signUp(); // the first account is the admin, who may read any deck
    other = await t.signUp();
  });
  // Each case in a workspace of its own: the founders' decks tell one story, so across cases they would
  // be look-alikes of another company's deck.
  beforeEach(async () => {
    investor = await t.signUp({ name: 'Ivy Investor' });
  });
  afterAll(() => t.close());

  const post = (url: string, user: TestUser = investor) => t.request({ method: 'POST', url, user });

  it('names and links the deck an identical file duplicates, and keeps no copy of it', async () => {
    const { v1 } = founderDecks('Quillmate');
    const first = await uploadAndWait(t, investor, 'quillmate.pdf', await makePdf(v1));
    const again = await uploadAndWait(t, investor, 'quillmate-again.pdf', await makePdf(v1));
    expect(again.status).toBe('duplicate');
    expect(again.duplicateInfo).toMatchObject({ type: 'identical_content', existingDeck: { id: first.deckId, companyName: 'Quillmate' } });
    expect(again.duplicateInfo?.newVersionOffered).toBeUndefined();
    expect(again.error).toBe(DUPLICATE_MESSAGES.identicalContent);
    // Nothing to choose: neither version action applies to it.
    expect((await post(`/api/uploads/${again.id}/add-as-version`)).statusCode).toBe(409);
    expect((await post(`/api/uploads/${again.id}/keep-separate`)).statusCode).toBe(409);
  });

  it('offers a changed deck of the same company as a new version; accepted, the deck keeps its history, stage, notes and links', async () => {
    const { v1, v2 } = founderDecks('Ledgerly');
    const v1Bytes = await makePdf(v1);
    const first = await uploadAndWait(t, investor, 'ledgerly-march.pdf', v1Bytes);
    expect(first.status).toBe('completed');
    const deckId = first.deckId!;
    // What belongs to the deck, not to its file: stage, a note, a share link.
    expect((await t.request({ method: 'PATCH', url: `/api/decks/${deckId}/pipeline`, user: investor, body: { stage: 'screening' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/notes`, user: investor, body: { text: 'Intro call booked' } })).statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/share-links`, user: investor, body: { expiresInDays: 7 } })).statusCode).toBe(201);

    const offered = await uploadAndWait(t, investor, 'ledgerly-june.pdf', await makePdf(v2));
    expect(offered).toMatchObject({
      status: 'duplicate',
      currentStep: VERSION_MESSAGES.possibleNewVersionStep,
      duplicateInfo: { existingDeck: { id: deckId, companyName: 'Ledgerly' }, newVersionOffered: true },
    });
    // The spec's duplicate message, verbatim.
    expect(offered.error).toBe(DUPLICATE_MESSAGES.identicalContent);

    // Only its owner chooses.
    expect((await post(`/api/uploads/${offered.id}/add-as-version`, other)).statusCode).toBe(404);

    // An endpoint of the workspace subscribed to new versions (its name resolved to a public address).
    const resolve: Resolver = async () => [{ address: '93.184.215.14', family: 4 }];
    const endpoint = await createWebhook(
      t.ctx,
      { userId: investor.id, isAdmin: false, sessionId: 'test-session' },
      personalWorkspaceId(investor.id),
      { url: 'https://hooks.example.com/versions', events: ['deck.version_added'] },
      { resolve },
    );

    const accepted = await post(`/api/uploads/${offered.id}/add-as-version`);
    expect(accepted.statusCode).toBe(202);
    expect((accepted.json() as UploadItem).status).toBe('uploading');
    const done = await waitForUpload(t, investor, offered.id);
    expect(done).toMatchObject({ status: 'completed', deckId });
    // Asked again (a retried request), the choice answers the upload as it is and adds nothing.
    const again = await post(`/api/uploads/${offered.id}/add-as-version`);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ status: 'completed', deckId });

    const deck = (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: investor })).json();
    expect(deck).toMatchObject({ roundSize: '$2M', fileName: 'ledgerly-june.pdf', pipelineStage: 'screening', status: 'Analyzed' });
    const library = (await t.request({ method: 'GET', url: '/api/decks', user: investor })).json();
    expect(library.items.filter((item: { companyName: string }) => item.companyName === 'Ledgerly')).toHaveLength(1);
    const notes = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/notes`, user: investor })).json();
    expect(JSON.stringify(notes)).toContain('Intro call booked');
    const links = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/share-links`, user: investor })).json();
    expect(links).toHaveLength(1);

    const versions = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/versions`, user: investor })).json() as DeckVersionAnswer[];
    expect(versions.map((version) => [version.number, version.fileName, version.current])).toEqual([
      [1, 'ledgerly-march.pdf', false],
      [2, 'ledgerly-june.pdf', true],
    ]);
    expect(versions[0].changes).toEqual([]);
    expect(versions[1].uploadedBy).toEqual({ id: investor.id, name: 'Ivy Investor' });
    expect(versions[1].changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Round Size', before: '$1.5M', after: '$2M', slide: 8 }),
        expect.objectContaining({ label: 'ARR', before: '$310K', after: '$650K', slide: 6 }),
      ]),
    );

    // One deck.version_added event, with the deck as it is now and what changed.
    const deliveries = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries.map((delivery) => delivery.eventType)).toEqual(['deck.version_added']);
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({
      type: 'deck.version_added',
      workspaceId: personalWorkspaceId(investor.id),
      data: {
        deck: { id: deckId, companyName: 'Ledgerly', roundSize: '$2M', fileName: 'ledgerly-june.pdf' },
        version: {
          number: 2,
          fileName: 'ledgerly-june.pdf',
          uploadedById: investor.id,
          changes: expect.arrayContaining([expect.objectContaining({ label: 'ARR', before: '$310K', after: '$650K', slide: 6 })]),
        },
      },
    });

    // Each version's file, the first one byte for byte as uploaded.
    const firstFile = await t.request({ method: 'GET', url: versions[0].fileUrl, user: investor });
    expect(firstFile.statusCode).toBe(200);
    expect(Buffer.compare(firstFile.rawPayload, Buffer.from(v1Bytes))).toBe(0);
    const secondFile = await t.request({ method: 'GET', url: `${versions[1].fileUrl}?view=1`, user: investor });
    expect(secondFile.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.compare(secondFile.rawPayload, firstFile.rawPayload)).not.toBe(0);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/versions/3/file`, user: investor })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/versions`, user: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: versions[0].fileUrl, user: other })).statusCode).toBe(404);

    // A third version goes on from v2, and lists its own changes against it.
    const v3 = v2.map((slide) => slide.replace('$650K ARR', '$900K ARR'));
    const third = await uploadAndWait(t, investor, 'ledgerly-sept.pdf', await makePdf(v3));
    expect(third.duplicateInfo?.existingDeck.id).toBe(deckId);
    expect((await post(`/api/uploads/${third.id}/add-as-version`)).statusCode).toBe(202);
    expect(await waitForUpload(t, investor, third.id)).toMatchObject({ status: 'completed', deckId });
    const three = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/versions`, user: investor })).json() as DeckVersionAnswer[];
    expect(three.map((version) => version.number)).toEqual([1, 2, 3]);
    expect(three[2].changes).toEqual([expect.objectContaining({ label: 'ARR', before: '$650K', after: '$900K' })]);

    // Deleted for good, the deck takes every version's file with it.
    const keys = (await t.ctx.db.select().from(deckVersions).where(eq(deckVersions.deckId, deckId))).map((version) => version.fileKey!);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await t.ctx.storage.exists(key)).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin })).statusCode).toBe(200);
    for (const key of keys) expect(await t.ctx.storage.exists(key)).toBe(false);
  });

  it('offers a legitimate update (stage moved later, round more than 50 % apart) as a new version, with the spec\'s "similar" message', async () => {
    const seed = pitchDeckSlides({ company: 'Fernhollow', city: 'Oslo, Norway', round: '$1M', stage: 'Seed', story: 2 });
    const seriesA = pitchDeckSlides({ company: 'Fernhollow', city: 'Oslo, Norway', round: '$6M', stage: 'Series A', story: 3 });
    const first = await uploadAndWait(t, investor, 'fernhollow-2025.pdf', await makePdf(seed));
    expect(first.status).toBe('completed');
    const update = await uploadAndWait(t, investor, 'fernhollow-2026.pdf', await makePdf(seriesA));
    expect(update).toMatchObject({
      status: 'duplicate',
      currentStep: VERSION_MESSAGES.possibleNewVersionStep,
      duplicateInfo: { type: 'similar', existingDeck: { id: first.deckId, companyName: 'Fernhollow' }, newVersionOffered: true },
    });
    expect(update.error).toBe(DUPLICATE_MESSAGES.similar('Fernhollow (the stage moved from Seed to Series A); possible new version'));

    expect((await post(`/api/uploads/${update.id}/add-as-version`)).statusCode).toBe(202);
    expect(await waitForUpload(t, investor, update.id)).toMatchObject({ status: 'completed', deckId: first.deckId });
    const versions = (await t.request({ method: 'GET', url: `/api/decks/${first.deckId}/versions`, user: investor })).json() as DeckVersionAnswer[];
    expect(versions.map((version) => version.fileName)).toEqual(['fernhollow-2025.pdf', 'fernhollow-2026.pdf']);
    expect(versions[1].changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Stage', before: 'Seed', after: 'Series A' }),
        expect.objectContaining({ label: 'Round Size', before: '$1M', after: '$6M' }),
      ]),
    );

    // Another company's Series A deck is no update of it: a deck of its own.
    const other = await uploadAndWait(t, investor, 'kelpwise.pdf', await makePdf(pitchDeckSlides({ company: 'Kelpwise', round: '$6M', stage: 'Series A', story: 4 })));
    expect(other.status).toBe('completed');
  });

  it('keeps an offered upload as a deck of its own when asked', async () => {
    const { v1, v2 } = founderDecks('Tallyho');
    const first = await uploadAndWait(t, investor, 'tallyho.pdf', await makePdf(v1));
    const offered = await uploadAndWait(t, investor, 'tallyho-new.pdf', await makePdf(v2));
    expect(offered.duplicateInfo?.newVersionOffered).toBe(true);
    expect((await post(`/api/uploads/${offered.id}/keep-separate`, other)).statusCode).toBe(404);
    expect((await post(`/api/uploads/${offered.id}/keep-separate`)).statusCode).toBe(202);
    const done = await waitForUpload(t, investor, offered.id);
    expect(done.status).toBe('completed');
    expect(done.deckId).not.toBe(first.deckId);
    const versions = (await t.request({ method: 'GET', url: `/api/decks/${first.deckId}/versions`, user: investor })).json();
    expect(versions).toHaveLength(1);
  });

  it('lists an unanswered offer under Not added, with its choice, until it is answered or deleted with its file', async () => {
    const { v1, v2 } = founderDecks('Brightwave');
    await uploadAndWait(t, investor, 'brightwave.pdf', await makePdf(v1));
    const offered = await uploadAndWait(t, investor, 'brightwave-new.pdf', await makePdf(v2));
    const notAdded = async () => (await t.request({ method: 'GET', url: '/api/uploads/not-added', user: investor })).json() as UploadItem[];
    expect((await notAdded()).map((upload) => [upload.id, upload.duplicateInfo?.newVersionOffered])).toEqual([[offered.id, true]]);

    const [row] = await t.ctx.db.select().from(uploads).where(eq(uploads.id, offered.id));
    expect(await t.ctx.storage.exists(row!.stagingKey!)).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/uploads/${offered.id}`, user: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/uploads/${offered.id}`, user: investor })).statusCode).toBe(200);
    expect(await notAdded()).toEqual([]);
    expect(await t.ctx.storage.exists(row!.stagingKey!)).toBe(false);
    expect((await post(`/api/uploads/${offered.id}/add-as-version`)).statusCode).toBe(404);
  });
});
