import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BoardDeck, PipelineBoardResponse } from '@pitchscope/domain/contracts/pipeline';
import { DEFAULT_PIPELINE_STAGES, PIPELINE_MESSAGES, SYSTEM_STAGE_IDS } from '@pitchscope/domain/pipeline';
import { Toaster } from '@/components/ui/toaster';
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
    ...overrides,
  };
}

function board(decks: BoardDeck[]): PipelineBoardResponse {
  return {
    stages: stages.map((stage) => ({ ...stage, count: decks.filter((d) => d.pipelineStage === stage.id).length })),
    decks,
  };
}

/** fetch answering the stages list and recording PATCHes; `patchStatus` lets one refuse them. */
function stubApi(patch: (body: unknown) => { status: number; body: unknown }) {
  const patches: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/api/pipeline/stages') return json(200, { stages });
      if (init.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        patches.push({ path, body });
        const answer = patch(body);
        return json(answer.status, answer.body);
      }
      return json(404, { error: { code: 'NOT_FOUND', message: `No mock for ${path}` } });
    }),
  );
  return patches;
}

function renderBoard(data: PipelineBoardResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <PipelineBoard board={data} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
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

  it('moves a deck with the keyboard; Passed first asks for a reason and sends it with the note', async () => {
    const user = userEvent.setup();
    const patches = stubApi(() => ({ status: 200, body: {} }));
    renderBoard(board([deck({})]));
    const select = await screen.findByRole('combobox', { name: 'Deal stage of Acme Pay' });

    await user.selectOptions(select, 'screening');
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ path: '/api/decks/d1/pipeline', body: { stage: 'screening' } });

    await user.selectOptions(select, 'passed');
    const dialog = await screen.findByRole('dialog', { name: 'Pass on Acme Pay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason for passing.');
    expect(patches).toHaveLength(1);

    await user.click(within(dialog).getByRole('radio', { name: 'Valuation' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Priced **above** our range');
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches[1]).toEqual({
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
});
