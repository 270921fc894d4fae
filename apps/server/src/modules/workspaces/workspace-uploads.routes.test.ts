import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { newId } from '../../platform/ids.ts';
import { insertUpload } from '../decks/uploads.repository.ts';
import { notAddedKey } from '../decks/decks.jobs.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides, uploadAndWait, uploadFile } from '../../test/factories.ts';
import { makePdf } from '../../test/fixtures/documents.ts';

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Uploads through the real pipeline (workers on): where a deck lands and who a duplicate names. */
describe('uploads in a team workspace', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestApp({ workers: true });
    owner = await t.signUp({ name: 'Anna Berg' });
    member = await t.signUp({ name: 'Mikko Member' });
    viewer = await t.signUp({ name: 'Victor Viewer' });
    workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Fund I' } })).json().id;
    for (const [user, role] of [
      [member, 'member'],
      [viewer, 'viewer'],
    ] as const) {
      const invitation = await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user: owner, body: { role } });
      const accepted = await t.request({ method: 'POST', url: `/api/invitations/${tokenOf(invitation.json().url)}/accept`, user });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  it('lands in the current workspace, and a colleague re-uploading it is told who uploaded it first', async () => {
    const slides = pitchDeckSlides({ company: 'Quillmate', city: 'Berlin, Germany', story: 1 });
    const first = await uploadAndWait(t, owner, 'quillmate.pdf', await makePdf(slides));
    expect(first.status, first.error ?? '').toBe('completed');
    const deck = (await t.request({ method: 'GET', url: `/api/decks/${first.deckId}`, user: member })).json();
    expect(deck.workspaceId).toBe(workspaceId);
    expect(deck.uploadedBy).toEqual({ id: owner.id, name: 'Anna Berg' });

    const again = await uploadAndWait(t, member, 'quillmate-copy.pdf', await makePdf(slides));
    expect(again.status).toBe('duplicate');
    expect(again.duplicateInfo?.existingDeck).toMatchObject({ id: first.deckId, uploadedBy: { id: owner.id, name: 'Anna Berg' } });
    expect(again.error).toBe(`${DUPLICATE_MESSAGES.identicalContent} Anna Berg uploaded this deck today.`);
  });

  it('refuses an upload from a viewer of the current workspace', async () => {
    const response = await uploadFile(t, viewer, 'deck.pdf', await makePdf(pitchDeckSlides({ company: 'Nope' })));
    expect(response.statusCode).toBe(403);
  });

  it('keeps "add anyway" from a member made viewer since the upload was refused; they may still delete it', async () => {
    const demoted = await t.signUp({ name: 'Demi Demoted' });
    const invitation = await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user: owner, body: { role: 'member' } });
    await t.request({ method: 'POST', url: `/api/invitations/${tokenOf(invitation.json().url)}/accept`, user: demoted });
    const uploadId = newId();
    const stagingKey = notAddedKey(uploadId, 'pdf');
    await t.ctx.storage.put(stagingKey, await makePdf(['Grocery list\nMilk, eggs, bread']));
    await insertUpload(t.ctx.db, {
      id: uploadId,
      userId: demoted.id,
      workspaceId,
      fileName: 'groceries.pdf',
      fileSize: 100,
      fileType: 'pdf',
      stagingKey,
      status: 'error',
      refusal: 'not_pitch_deck',
      error: 'Validation failed: not a deck',
      progress: 20,
      currentStep: 'failed',
    });
    const demote = await t.request({ method: 'PATCH', url: `/api/workspaces/${workspaceId}/members/${demoted.id}`, user: owner, body: { role: 'viewer' } });
    expect(demote.statusCode, demote.body).toBeLessThan(300);

    const addAnyway = await t.request({ method: 'POST', url: `/api/uploads/${uploadId}/add-anyway`, user: demoted });
    expect([addAnyway.statusCode, addAnyway.json().error.message]).toEqual([403, WORKSPACE_MESSAGES.viewerReadOnly]);
    const removed = await t.request({ method: 'DELETE', url: `/api/uploads/${uploadId}`, user: demoted });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.ctx.storage.exists(stagingKey)).toBe(false);
  });
});
