import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import type { BoardDeck, PipelineBoardResponse } from '@pitchscope/domain/contracts/pipeline';
import type { WorkspaceRole } from '@pitchscope/domain/contracts/workspaces';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { DEFAULT_PIPELINE_STAGES, PIPELINE_MESSAGES, SYSTEM_STAGE_IDS } from '@pitchscope/domain/pipeline';
import { factStates } from '@pitchscope/domain/field-sources';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import { PipelineBoard } from './pipeline-board';

const stages = DEFAULT_PIPELINE_STAGES.map((stage, position) => ({
  ...stage,
  position,
  system: SYSTEM_STAGE_IDS.includes(stage.id),
}));

function deck(overrides: Partial<BoardDeck>): BoardDeck {
  return {
    id: 'd1',
    companyName: 'Acme Pay',
    industry: 'Fintech',
    stage: 'Seed',
    roundSize: '$2M',
    pipelineStage: 'new',
    passReason: null,
    pipelineUpdatedAt: '2026-11-20T10:00:00.000Z',
    overallFit: 'Green',
    factStates: factStates({}),
    ...overrides,
  };
}

function board(decks: BoardDeck[]): PipelineBoardResponse {
  return {
    stages: stages.map((stage) => ({ ...stage, count: decks.filter((d) => d.pipelineStage === stage.id).length })),
    decks,
  };
}

/**
 * The API answering the stages list and deck d1's stage changes (`patch` answers them, so one can refuse);
 * returns the stage changes sent so far, as [{ path, body }].
 */
function stubApi(patch: (body: unknown) => { status: number; body: unknown }) {
  const { calls } = mockApi({
    'GET /pipeline/stages': () => ({ stages }),
    'PATCH /decks/d1/pipeline': ({ body }) => {
      const answer = patch(body);
      return reply(answer.status, answer.body);
    },
  });
  return () => calls('PATCH /decks/d1/pipeline').map(({ path, body }) => ({ path: `/api${path}`, body }));
}

/** The signed-in user with `role` in a team workspace; the board reads only the current workspace's role. */
function teamMember(role: WorkspaceRole): Me {
  return {
    uid: 'user-2',
    currentWorkspace: { id: 'ws-team', name: 'Northwind Ventures', personal: false, role },
  } as Me;
}

function renderBoard(data: PipelineBoardResponse, me?: Me) {
  renderWithApp(<PipelineBoard board={data} />, { me });
}

afterEach(() => vi.unstubAllGlobals());

describe('PipelineBoard', () => {
  it('shows one column per stage with its count and the decks in it', async () => {
    stubApi(() => ({ status: 200, body: {} }));
    renderBoard(board([deck({}), deck({ id: 'd2', companyName: 'Beta Bio', pipelineStage: 'passed', passReason: 'team' })]));
    await screen.findByRole('region', { name: /^New/ });
    const columns = screen.getAllByRole('region').filter((region) => region.hasAttribute('data-stage-id'));
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual(
      DEFAULT_PIPELINE_STAGES.map((stage) => (['New', 'Passed'].includes(stage.name) ? `${stage.name}, 1 deck` : `${stage.name}, 0 decks`)),
    );
    const passed = screen.getByRole('region', { name: /Passed/ });
    expect(within(passed).getByRole('link', { name: 'Beta Bio' })).toBeInTheDocument();
    expect(within(passed).getByText('Reason: Team')).toBeInTheDocument();
    // The keyboard alternative to dragging: one labelled select per deck.
    expect(await screen.findByRole('combobox', { name: 'Deal stage of Acme Pay' })).toHaveValue('new');
  });

  it('marks an assumed stage and round as the deck card does, never as the deck’s own', async () => {
    stubApi(() => ({ status: 200, body: {} }));
    renderBoard(
      board([
        deck({
          stage: 'Pre-Seed',
          roundSize: '$2M',
          factStates: factStates({ stage: { status: 'assumed', slides: [] }, roundSize: { status: 'assumed', slides: [] } }),
        }),
      ]),
    );
    const card = (await screen.findByRole('link', { name: 'Acme Pay' })).closest('li')!;
    expect(within(card).getByText('Fintech · Pre-Seed (assumed) · $2M (assumed)')).toBeInTheDocument();
  });

  it('moves a deck with the keyboard; Passed first asks for a reason and sends it with the note', async () => {
    const user = userEvent.setup();
    const patches = stubApi(() => ({ status: 200, body: {} }));
    renderBoard(board([deck({})]));
    const select = await screen.findByRole('combobox', { name: 'Deal stage of Acme Pay' });

    await user.selectOptions(select, 'screening');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({ path: '/api/decks/d1/pipeline', body: { stage: 'screening' } });

    await user.selectOptions(select, 'passed');
    const dialog = await screen.findByRole('dialog', { name: 'Pass on Acme Pay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason for passing.');
    expect(patches()).toHaveLength(1);

    await user.click(within(dialog).getByRole('radio', { name: 'Valuation' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Priced **above** our range');
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()[1]).toEqual({
      path: '/api/decks/d1/pipeline',
      body: { stage: 'passed', passReason: 'valuation', note: 'Priced **above** our range' },
    });
  });

  it('keeps the dialog open with the server’s message when the change is refused', async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: PIPELINE_MESSAGES.passReasonRequired } } }));
    renderBoard(board([deck({})]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Deal stage of Acme Pay' }), 'passed');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PIPELINE_MESSAGES.passReasonRequired);
  });

  it('shows a round without a stated currency as such', async () => {
    stubApi(() => ({ status: 200, body: {} }));
    renderBoard(board([deck({ roundSize: 'raising 150K' })]));
    expect(await screen.findByText('Fintech · Seed · 150K (currency not stated)')).toBeInTheDocument();
  });

  it('lets a viewer read the board but move nothing: no drag, no drop, the stage select disabled with the reason', async () => {
    const patches = stubApi(() => ({ status: 200, body: {} }));
    renderBoard(board([deck({})]), teamMember('viewer'));
    expect(screen.getByRole('note')).toHaveTextContent(WORKSPACE_MESSAGES.viewerReadOnly);
    const card = screen.getByRole('link', { name: 'Acme Pay' }).closest('li')!;
    expect(card).toHaveAttribute('draggable', 'false');
    const select = await screen.findByRole('combobox', { name: 'Deal stage of Acme Pay' });
    expect(select).toBeDisabled();
    expect(select.closest('[data-viewer-gate]')).toHaveAttribute('aria-label', WORKSPACE_MESSAGES.viewerReadOnly);

    // A drop (from another tab's drag, say) changes nothing either.
    const screening = screen.getByRole('region', { name: /^Screening/ });
    const dataTransfer = { types: ['application/x-pitchscope-deck'], getData: () => 'd1', dropEffect: 'none' };
    fireEvent.dragOver(screening, { dataTransfer });
    fireEvent.drop(screening, { dataTransfer });
    expect(patches()).toHaveLength(0);
  });

  it('lets a member drag a deck to another column', async () => {
    const patches = stubApi(() => ({ status: 200, body: {} }));
    renderBoard(board([deck({})]), teamMember('member'));
    expect(screen.getByRole('link', { name: 'Acme Pay' }).closest('li')).toHaveAttribute('draggable', 'true');
    const screening = screen.getByRole('region', { name: /^Screening/ });
    fireEvent.drop(screening, { dataTransfer: { types: ['application/x-pitchscope-deck'], getData: () => 'd1' } });
    await waitFor(() => expect(patches()).toEqual([{ path: '/api/decks/d1/pipeline', body: { stage: 'screening' } }]));
  });
});
