import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PIPELINE_STAGES, SYSTEM_STAGE_IDS } from '@pitchscope/domain/pipeline';
import { mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { PipelineStagesCard } from './pipeline-stages-card';

const stages = DEFAULT_PIPELINE_STAGES.map((stage, position) => ({
  ...stage,
  position,
  system: SYSTEM_STAGE_IDS.includes(stage.id),
}));

afterEach(() => vi.unstubAllGlobals());

describe('PipelineStagesCard', () => {
  it('renames, removes and adds stages, keeps New and Passed, and saves the whole list in order', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /pipeline/stages': () => ({ stages }),
      'PUT /admin/pipeline/stages': ({ body }) => ({ stages: (body as { stages: unknown[] }).stages }),
    });
    renderAdmin(<PipelineStagesCard />);
    const list = await screen.findByRole('list', { name: 'Pipeline stages' }, { timeout: 5000 });
    expect((await within(list).findAllByRole('textbox')).map((input) => (input as HTMLInputElement).value)).toEqual(
      DEFAULT_PIPELINE_STAGES.map((stage) => stage.name),
    );
    expect(screen.getByRole('button', { name: 'Remove New' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Passed' })).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: 'Stage 2 name' }));
    await user.type(screen.getByRole('textbox', { name: 'Stage 2 name' }), 'Triage');
    await user.click(screen.getByRole('button', { name: 'Remove Invested' }));
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    await user.type(screen.getByRole('textbox', { name: 'Stage 7 name' }), 'Term sheet');
    await user.click(screen.getByRole('button', { name: 'Move Term sheet up' }));
    await user.click(screen.getByRole('button', { name: 'Save stages' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      stages: [
        { id: 'new', name: 'New' },
        { id: 'screening', name: 'Triage' },
        { id: 'first-meeting', name: 'First meeting' },
        { id: 'due-diligence', name: 'Due diligence' },
        { id: 'investment-committee', name: 'Investment committee' },
        { name: 'Term sheet' },
        { id: 'passed', name: 'Passed' },
      ],
    });
    expect(await screen.findByText('Pipeline stages saved')).toBeInTheDocument();
  });
});
