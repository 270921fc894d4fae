import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@pitchscope/domain/contracts/webhooks';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import { resetToasts } from '@/hooks/use-toast';
import { WebhooksCard } from '@/features/accounts/components/webhooks-card';
import { jsonResponse, mockFetch, renderPage, type FetchCall } from '@/test/render-page';

const SECRET = 'whsec_' + 'B'.repeat(43);
const PERSONAL = { id: 'personal_u1', name: 'Personal', personal: true };
const HOOKS = `/api/workspaces/${PERSONAL.id}/webhooks`;

function buildDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'd1',
    eventId: 'e1',
    eventType: 'deck.added',
    status: 'succeeded',
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    lastAttemptAt: '2026-11-26T14:05:00.000Z',
    createdAt: '2026-11-26T14:05:00.000Z',
    ...overrides,
  };
}

function buildEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 'w1',
    url: 'https://crm.example.com/hooks/pitchscope',
    events: ['deck.added', 'deck.stage_changed'],
    secretPrefix: 'whsec_abcdef',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastDelivery: null,
    ...overrides,
  };
}

/** A server holding the workspace's endpoints and their deliveries. */
function webhookServer(initial: WebhookEndpoint[], deliveries: Record<string, WebhookDelivery[]> = {}) {
  let endpoints = [...initial];
  return mockFetch((call: FetchCall) => {
    if (call.url === HOOKS && call.method === 'GET') return endpoints;
    if (call.url === HOOKS && call.method === 'POST') {
      const input = call.body as { url: string; events: WebhookEndpoint['events'] };
      if (input.url.startsWith('https://10.')) {
        return jsonResponse(
          { error: { code: 'VALIDATION_FAILED', message: 'The host 10.0.0.5 is a private, loopback or link-local address.' } },
          400,
        );
      }
      const created = buildEndpoint({ id: 'w-new', url: input.url, events: input.events, secretPrefix: SECRET.slice(0, 12) });
      endpoints = [...endpoints, created];
      return { ...created, secret: SECRET };
    }
    const match = call.url.startsWith(`${HOOKS}/`) ? /^([^/]+)(\/test|\/deliveries)?$/.exec(call.url.slice(HOOKS.length + 1)) : null;
    if (match && call.method === 'GET' && match[2] === '/deliveries') return deliveries[match[1]!] ?? [];
    if (match && call.method === 'POST' && match[2] === '/test') {
      const queued = buildDelivery({ id: 'd-test', eventType: 'webhook.test', status: 'pending', attempts: 0, lastAttemptAt: null });
      deliveries[match[1]!] = [queued, ...(deliveries[match[1]!] ?? [])];
      return queued;
    }
    if (match && call.method === 'DELETE') {
      endpoints = endpoints.filter((endpoint) => endpoint.id !== match[1]);
      return { ok: true };
    }
    return new Response('{}', { status: 404 });
  });
}

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('Webhooks card', () => {
  it('lists endpoints with their events, secret prefix and newest delivery, and opens the delivery log', async () => {
    webhookServer(
      [buildEndpoint({ lastDelivery: buildDelivery({ status: 'failed', attempts: 8, lastStatusCode: 503, lastError: OUTBOUND_MESSAGES.answered(503) }) })],
      {
        w1: [
          buildDelivery({ status: 'failed', attempts: 8, lastStatusCode: 503, lastError: OUTBOUND_MESSAGES.answered(503) }),
          buildDelivery({ id: 'd0', eventType: 'deck.stage_changed' }),
        ],
      },
    );
    renderPage(<WebhooksCard workspace={PERSONAL} />);
    const item = (await screen.findByText('https://crm.example.com/hooks/pitchscope')).closest('li')!;
    expect(within(item).getByText(/deck\.added, deck\.stage_changed · secret whsec_abcdef…/)).toBeInTheDocument();
    expect(within(item).getByText('Failed')).toBeInTheDocument();

    fireEvent.click(within(item).getByRole('button', { name: 'Deliveries' }));
    const log = await within(item).findByRole('table', { name: /Recent deliveries/ });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('answered 503')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('8')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('answered 200')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nov 26, 2026 14:05 UTC')).toBeInTheDocument();
  });

  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const { calls } = webhookServer([]);
    renderPage(<WebhooksCard workspace={PERSONAL} />);
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add endpoint' });
    expect(add).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: 'https://hooks.example.com/in' } });
    // Every event is chosen at first; leave out deck.analyzed.
    fireEvent.click(screen.getByRole('checkbox', { name: /deck\.analyzed/ }));
    fireEvent.click(add);

    const secret = await screen.findByLabelText('Signing secret');
    expect(secret).toHaveValue(SECRET);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/in',
      events: ['deck.added', 'deep_analysis.completed', 'deep_analysis.failed', 'deck.stage_changed', 'deck.version_added'],
    });
    expect(await screen.findByText('https://hooks.example.com/in', { selector: 'p' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows the server’s refusal of a private address', async () => {
    webhookServer([]);
    renderPage(<WebhooksCard workspace={PERSONAL} />);
    await screen.findByText('No webhook endpoints yet.');
    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: 'https://10.0.0.5/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/is a private, loopback or link-local address/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('sends a test event and deletes an endpoint only after confirmation', async () => {
    const { calls } = webhookServer([buildEndpoint()]);
    renderPage(<WebhooksCard workspace={PERSONAL} />);
    const item = (await screen.findByText('https://crm.example.com/hooks/pitchscope')).closest('li')!;

    fireEvent.click(within(item).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === `${HOOKS}/w1/test`)).toBe(true));
    expect(await within(item).findByText('webhook.test')).toBeInTheDocument();
    expect(within(item).getByText('Pending')).toBeInTheDocument();

    fireEvent.click(within(item).getByRole('button', { name: 'Delete https://crm.example.com/hooks/pitchscope' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(item).getByRole('button', { name: 'Delete https://crm.example.com/hooks/pitchscope' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === `${HOOKS}/w1`)).toBe(true));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
  });
});
