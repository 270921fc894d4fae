import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeckTimelineResponse,
  PipelineBoardResponse,
  PipelineStagesResponse,
  StageChangeResponse,
  TimelineEntry,
} from '@pitchscope/domain/contracts/pipeline';
import { PIPELINE_MESSAGES } from '@pitchscope/domain/pipeline';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { updateDeck } from '../decks/decks.repository.ts';

describe('pipeline API (issue #19 item 3)', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ name: 'Ada Admin' }); // the first account is the admin
    owner = await t.signUp({ name: 'Olga Owner' });
    other = await t.signUp({ name: 'Otto Other' });
  });
  afterAll(() => t?.close());

  const move = (user: TestUser | null, deckId: string, body: unknown) =>
    t.request({ method: 'PATCH', url: `/api/decks/${deckId}/pipeline`, user, body });
  const timeline = async (user: TestUser, deckId: string) => {
    const response = await t.request({ method: 'GET', url: `/api/decks/${deckId}/notes`, user });
    expect(response.statusCode).toBe(200);
    return response.json<DeckTimelineResponse>();
  };

  it('lists the seven default stages, New first and Passed last', async () => {
    const response = await t.request({ method: 'GET', url: '/api/pipeline/stages', user: owner });
    expect(response.statusCode).toBe(200);
    const { stages } = response.json<PipelineStagesResponse>();
    expect(stages.map((stage) => stage.name)).toEqual([
      'New',
      'Screening',
      'First meeting',
      'Due diligence',
      'Investment committee',
      'Invested',
      'Passed',
    ]);
    expect(stages.filter((stage) => stage.system).map((stage) => stage.id)).toEqual(['new', 'passed']);
  });

  it('starts a deck in New, visible in the deck DTO', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const deck = await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: owner });
    expect(deck.json().pipelineStage).toBe('new');
  });

  it('moves a deck, keeps the change with its note in the timeline, and shows it in the DTO', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const response = await move(owner, deckId, { stage: 'screening', note: 'Warm intro from **Mia**' });
    expect(response.statusCode).toBe(200);
    const body = response.json<StageChangeResponse>();
    expect(body).toMatchObject({ deckId, pipelineStage: 'screening', passReason: null });
    expect(body.entry).toMatchObject({
      kind: 'stage',
      authorName: 'Olga Owner',
      text: 'Warm intro from **Mia**',
      fromStage: { id: 'new', name: 'New' },
      toStage: { id: 'screening', name: 'Screening' },
      canDelete: false,
    });
    const deck = await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: owner });
    expect(deck.json().pipelineStage).toBe('screening');
    expect((await timeline(owner, deckId)).entries.map((entry) => entry.id)).toEqual([body.entry.id]);
  });

  it('refuses passing without a reason (400, clear message), accepts it with one', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const refused = await move(owner, deckId, { stage: 'passed', note: 'Not for us' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: PIPELINE_MESSAGES.passReasonRequired });
    const badReason = await move(owner, deckId, { stage: 'passed', passReason: 'mood' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().error.message).toMatch(/^passReason: One of stage, sector, check-size/);
    expect((await timeline(owner, deckId)).entries).toEqual([]);

    const passed = await move(owner, deckId, { stage: 'passed', passReason: 'check-size', note: 'Round too small' });
    expect(passed.statusCode).toBe(200);
    const history = await timeline(owner, deckId);
    expect(history).toMatchObject({ pipelineStage: 'passed', passReason: 'check-size' });
    expect(history.entries[0]).toMatchObject({ passReason: 'check-size', text: 'Round too small', toStage: { id: 'passed' } });

    // Leaving Passed clears the reason on the deck; the history keeps it.
    expect((await move(owner, deckId, { stage: 'screening' })).statusCode).toBe(200);
    const after = await timeline(owner, deckId);
    expect(after.passReason).toBeNull();
    expect(after.entries.map((entry) => entry.toStage?.id)).toEqual(['screening', 'passed']);
  });

  it('refuses unknown stages, the same stage, and unknown fields', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    expect((await move(owner, deckId, { stage: 'term-sheet' })).json().error.message).toBe(
      PIPELINE_MESSAGES.unknownStage('term-sheet'),
    );
    expect((await move(owner, deckId, { stage: 'new' })).statusCode).toBe(400);
    expect((await move(owner, deckId, { stage: 'screening', extra: 1 })).statusCode).toBe(400);
  });

  it('keeps notes as a markdown timeline: add, list newest first with the author, delete own', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const add = (text: string) => t.request({ method: 'POST', url: `/api/decks/${deckId}/notes`, user: owner, body: { text } });
    const first = await add('First call: *strong* team');
    expect(first.statusCode).toBe(201);
    const second = await add('Asked for the cap table');
    const firstNote = first.json<TimelineEntry>();
    expect(firstNote).toMatchObject({ kind: 'note', authorId: owner.id, authorName: 'Olga Owner', canDelete: true });
    expect((await add('   ')).statusCode).toBe(400);

    const listed = await timeline(owner, deckId);
    expect(listed.entries.map((entry) => entry.text)).toEqual(['Asked for the cap table', 'First call: *strong* team']);

    // The admin reads the history but cannot delete or write notes on a user's deck.
    const asAdmin = await timeline(admin, deckId);
    expect(asAdmin.entries.every((entry) => !entry.canDelete)).toBe(true);
    const adminDelete = await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/notes/${firstNote.id}`, user: admin });
    expect(adminDelete.statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/notes`, user: admin, body: { text: 'x' } })).statusCode).toBe(404);

    const deleted = await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/notes/${firstNote.id}`, user: owner });
    expect(deleted.statusCode).toBe(200);
    const again = await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/notes/${firstNote.id}`, user: owner });
    expect(again.statusCode).toBe(404);
    expect((await timeline(owner, deckId)).entries.map((entry) => entry.id)).toEqual([second.json<TimelineEntry>().id]);

    // A stage change is history: it cannot be deleted through the notes route.
    const change = (await move(owner, deckId, { stage: 'screening' })).json<StageChangeResponse>();
    const stageDelete = await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/notes/${change.entry.id}`, user: owner });
    expect(stageDelete.statusCode).toBe(404);
  });

  it('hides decks of others and hidden decks (404), and asks visitors to sign in (401)', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    expect((await move(other, deckId, { stage: 'screening' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/notes`, user: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/notes`, user: other, body: { text: 'hi' } })).statusCode).toBe(404);
    expect((await move(null, deckId, { stage: 'screening' })).statusCode).toBe(401);
    expect((await move(admin, deckId, { stage: 'screening' })).statusCode).toBe(404);

    await updateDeck(t.ctx.db, deckId, { isArchived: true, hiddenFromUser: true, hiddenAt: new Date() });
    expect((await move(owner, deckId, { stage: 'screening' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/notes`, user: owner })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/notes`, user: owner, body: { text: 'hi' } })).statusCode).toBe(404);
  });

  it('shows the board of one’s own active decks by stage with counts', async () => {
    const user = await t.signUp({ name: 'Bea Board' });
    const a = await insertAnalyzedDeck(t.ctx, user.id, {
      companyName: 'Alpha',
      roundSize: '$2M',
      fieldSources: { roundSize: { status: 'assumed', slides: [] }, stage: { status: 'user', slides: [] } },
    });
    const b = await insertAnalyzedDeck(t.ctx, user.id, { companyName: 'Beta' });
    const archived = await insertAnalyzedDeck(t.ctx, user.id, { companyName: 'Gamma', isArchived: true });
    await insertAnalyzedDeck(t.ctx, other.id, { companyName: 'Not mine' });
    await move(user, b, { stage: 'passed', passReason: 'team' });
    const response = await t.request({ method: 'GET', url: '/api/pipeline/board', user });
    expect(response.statusCode).toBe(200);
    const board = response.json<PipelineBoardResponse>();
    expect(board.decks.map((deck) => deck.id).sort()).toEqual([a, b].sort());
    expect(board.decks.find((deck) => deck.id === b)).toMatchObject({ pipelineStage: 'passed', passReason: 'team', companyName: 'Beta' });
    expect(board.decks.some((deck) => deck.id === archived)).toBe(false);
    // The card marks an assumed round as the deck card does (issue #36).
    expect(board.decks.find((deck) => deck.id === a)?.factStates).toMatchObject({ roundSize: 'assumed', stage: 'edited', industry: 'stated' });
    const count = (id: string) => board.stages.find((stage) => stage.id === id)!.count;
    expect([count('new'), count('passed'), count('screening')]).toEqual([1, 1, 0]);
  });

  it('lets the admin edit the list: rename keeps decks, removal moves them to New with a history entry', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    await move(owner, deckId, { stage: 'due-diligence' });
    const current = (await t.request({ method: 'GET', url: '/api/pipeline/stages', user: owner })).json<PipelineStagesResponse>();
    const edited = current.stages
      .filter((stage) => stage.id !== 'due-diligence')
      .map((stage) => ({ id: stage.id, name: stage.id === 'screening' ? 'Triage' : stage.name }));
    edited.splice(2, 0, { name: 'Term sheet' } as { id: string; name: string });

    const asUser = await t.request({ method: 'PUT', url: '/api/admin/pipeline/stages', user: owner, body: { stages: edited } });
    expect(asUser.statusCode).toBe(403);
    const saved = await t.request({ method: 'PUT', url: '/api/admin/pipeline/stages', user: admin, body: { stages: edited } });
    expect(saved.statusCode).toBe(200);
    const names = saved.json<PipelineStagesResponse>().stages.map((stage) => `${stage.id}:${stage.name}`);
    expect(names.slice(0, 3)).toEqual(['new:New', 'screening:Triage', 'term-sheet:Term sheet']);
    expect(names).not.toContain('due-diligence:Due diligence');

    const history = await timeline(owner, deckId);
    expect(history.pipelineStage).toBe('new');
    expect(history.entries[0]).toMatchObject({
      kind: 'stage',
      authorName: 'Ada Admin',
      fromStage: { id: 'due-diligence', name: 'Due diligence' },
      toStage: { id: 'new', name: 'New' },
    });

    const withoutPassed = edited.filter((stage) => stage.id !== 'passed');
    const refused = await t.request({ method: 'PUT', url: '/api/admin/pipeline/stages', user: admin, body: { stages: withoutPassed } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(PIPELINE_MESSAGES.systemStageMissing('Passed'));
  });
});
