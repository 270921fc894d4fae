import { useId, useState, type FormEvent } from 'react';
import { Webhook } from 'lucide-react';
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@pitchscope/domain/contracts/webhooks';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_URL_MAX_LENGTH } from '@pitchscope/domain/constants';
import type { CurrentWorkspace } from '@pitchscope/domain/contracts/workspaces';
import { formatDeckDate } from '@pitchscope/domain/format';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ShownOnceValue } from '@/components/shown-once-value';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SettingsCard, SettingsList } from '@/components/settings-card';
import { CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useSendTestWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '@/features/accounts/api/webhooks';

const STATUS_LABELS: Record<WebhookDelivery['status'], string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
};

/** "Nov 26, 2026 14:05 UTC": deliveries happen minutes apart, so the time matters. */
function formatAttemptTime(iso: string | null): string {
  if (!iso) return 'Not yet';
  return `${formatDeckDate(iso)} ${iso.slice(11, 16)} UTC`;
}

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const variant = delivery.status === 'failed' ? 'destructive' : delivery.status === 'succeeded' ? 'secondary' : 'outline';
  return <Badge variant={variant}>{STATUS_LABELS[delivery.status]}</Badge>;
}

/** The new endpoint's signing secret, shown once with a copy button; gone when dismissed. */
function NewSecretNotice({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <Alert className="border-primary/40">
      <Webhook aria-hidden="true" />
      <AlertTitle>Copy the signing secret of {created.url} now</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          It is shown only this once. Your receiver uses it to check the {WEBHOOK_SIGNATURE_HEADER} header of every
          delivery.
        </p>
        <ShownOnceValue label="Signing secret" value={created.secret} hideLabel>
          <Button type="button" onClick={onDone}>
            Done
          </Button>
        </ShownOnceValue>
      </AlertDescription>
    </Alert>
  );
}

/** The endpoint's recent deliveries: status, attempts, last answer or error, last attempt. */
function DeliveryLog({ workspaceId, endpoint }: { workspaceId: string; endpoint: WebhookEndpoint }) {
  const deliveries = useWebhookDeliveries(workspaceId, endpoint.id, true);
  if (deliveries.isPending) return <Skeleton className="h-9 w-full" aria-label="Loading deliveries" />;
  if (deliveries.isError) return <p className="text-sm text-destructive">Could not load the deliveries.</p>;
  if (deliveries.data.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <Table aria-label={`Recent deliveries to ${endpoint.url}`}>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="hidden sm:table-cell">Attempts</TableHead>
          <TableHead>Last answer</TableHead>
          <TableHead className="hidden sm:table-cell">Last attempt</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.data.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell className="font-mono text-xs">{delivery.eventType}</TableCell>
            <TableCell>
              <DeliveryStatus delivery={delivery} />
            </TableCell>
            <TableCell className="hidden tabular-nums sm:table-cell">{delivery.attempts}</TableCell>
            <TableCell className="max-w-48 truncate text-xs text-muted-foreground" title={delivery.lastError ?? undefined}>
              {delivery.lastError ?? (delivery.lastStatusCode ? OUTBOUND_MESSAGES.answered(delivery.lastStatusCode) : '—')}
            </TableCell>
            <TableCell className="hidden text-xs text-muted-foreground sm:table-cell">
              {formatAttemptTime(delivery.lastAttemptAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function EndpointItem({ workspaceId, endpoint, onDelete }: { workspaceId: string; endpoint: WebhookEndpoint; onDelete: () => void }) {
  const [showLog, setShowLog] = useState(false);
  const sendTest = useSendTestWebhook(workspaceId);

  async function test() {
    try {
      await sendTest.mutateAsync(endpoint.id);
      setShowLog(true);
      toast({ title: 'Test event queued', description: `A webhook.test event is on its way to ${endpoint.url}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not send the test event', description: errorMessage(error) });
    }
  }

  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="truncate font-mono text-sm" title={endpoint.url}>
            {endpoint.url}
          </p>
          <p className="text-xs text-muted-foreground">
            {endpoint.events.join(', ')} · secret {endpoint.secretPrefix}… · added {formatDeckDate(endpoint.createdAt)}
          </p>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            Last delivery:{' '}
            {endpoint.lastDelivery ? (
              <>
                <DeliveryStatus delivery={endpoint.lastDelivery} />
                {formatAttemptTime(endpoint.lastDelivery.lastAttemptAt)}
              </>
            ) : (
              'none yet'
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
            {showLog ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void test()} disabled={sendTest.isPending}>
            Send test event
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${endpoint.url}`}>
            Delete
          </Button>
        </div>
      </div>
      {showLog && <DeliveryLog workspaceId={workspaceId} endpoint={endpoint} />}
    </li>
  );
}

/**
 * A workspace's webhooks, for its owners (Settings → Webhooks in the personal workspace, Settings → Team
 * in a team one): add an https endpoint and its events (the signing secret shown once), list the endpoints
 * with their newest delivery, each one's delivery log, send a test event, delete.
 */
export function WebhooksCard({ workspace }: { workspace: Pick<CurrentWorkspace, 'id' | 'name' | 'personal'> }) {
  const endpoints = useWebhooks(workspace.id);
  const create = useCreateWebhook(workspace.id);
  const remove = useDeleteWebhook(workspace.id);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const urlId = useId();
  const eventsId = useId();

  const toggle = (type: WebhookEventType, checked: boolean) =>
    setEvents((current) => (checked ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || current.includes(t)) : current.filter((t) => t !== type)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim() || events.length === 0) return;
    try {
      setCreated(await create.mutateAsync({ url: url.trim(), events }));
      setUrl('');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not add the endpoint', description: errorMessage(error) });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Endpoint deleted', description: `${deleting.url} receives no more events.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not delete the endpoint', description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <SettingsCard
      icon={Webhook}
      title="Webhooks"
      description={
        <>
          {workspace.personal
            ? 'Pitchscope POSTs a signed JSON event to your https endpoint when something happens to your decks, '
            : `Pitchscope POSTs a signed JSON event to the team’s https endpoint when something happens to a deck of ${workspace.name}, whoever uploaded it, `}
          so a CRM, Slack or Notion integration can react. Failed deliveries are retried with increasing delays.
        </>
      }
    >
      <CardContent className="grid gap-5">
        <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <div className="grid gap-2">
            <Label htmlFor={urlId}>Endpoint URL</Label>
            <Input
              id={urlId}
              type="url"
              inputMode="url"
              value={url}
              maxLength={WEBHOOK_URL_MAX_LENGTH}
              placeholder="https://example.com/webhooks/pitchscope"
              onChange={(event) => setUrl(event.target.value)}
              autoComplete="off"
            />
          </div>
          <fieldset className="grid gap-2" aria-describedby={eventsId}>
            <legend className="mb-1 text-sm font-medium">Events</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <div key={type} className="flex items-start gap-2">
                <Checkbox
                  id={`${eventsId}-${type}`}
                  checked={events.includes(type)}
                  onCheckedChange={(checked) => toggle(type, checked === true)}
                />
                <Label htmlFor={`${eventsId}-${type}`} className="grid gap-0.5 font-normal">
                  <span className="font-mono text-xs">{type}</span>
                  <span className="text-xs text-muted-foreground">{WEBHOOK_EVENT_DESCRIPTIONS[type]}</span>
                </Label>
              </div>
            ))}
            <p id={eventsId} className="text-xs text-muted-foreground">
              Choose at least one event.
            </p>
          </fieldset>
          <div>
            <Button type="submit" disabled={!url.trim() || events.length === 0 || create.isPending}>
              {create.isPending ? 'Adding...' : 'Add endpoint'}
            </Button>
          </div>
        </form>

        {created && <NewSecretNotice created={created} onDone={() => setCreated(null)} />}

        <SettingsList
          query={endpoints}
          loadingLabel="Loading webhook endpoints"
          skeletonClassName="h-16 w-full"
          errorText="Could not load the webhook endpoints."
          emptyText="No webhook endpoints yet."
        >
          {(items) => (
            <ul className="grid gap-3" aria-label="Webhook endpoints">
              {items.map((endpoint) => (
                <EndpointItem key={endpoint.id} workspaceId={workspace.id} endpoint={endpoint} onDelete={() => setDeleting(endpoint)} />
              ))}
            </ul>
          )}
        </SettingsList>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.url ?? ''}?`}
        description="It receives no more events, and its delivery log is deleted. This cannot be undone."
        confirmLabel="Delete endpoint"
        destructive
        onConfirm={confirmDelete}
      />
    </SettingsCard>
  );
}
