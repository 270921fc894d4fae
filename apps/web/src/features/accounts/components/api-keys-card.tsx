import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import type { ApiKeySummary, CreatedApiKey } from '@pitchscope/domain/contracts/api-keys';
import { API_KEY_NAME_MAX_LENGTH } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ShownOnceValue } from '@/components/shown-once-value';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SettingsCard, SettingsList } from '@/components/settings-card';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '@/features/accounts/api/api-keys';

/** The new key, shown once with a copy button; gone when dismissed. */
function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <Alert className="border-primary/40">
      <KeyRound aria-hidden="true" />
      <AlertTitle>Copy your new key “{created.name}” now</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>It is shown only this once: Pitchscope keeps a fingerprint of it, not the key.</p>
        <ShownOnceValue label="API key" value={created.key} hideLabel>
          <Button type="button" onClick={onDone}>
            Done
          </Button>
        </ShownOnceValue>
      </AlertDescription>
    </Alert>
  );
}

/** Settings → API keys: create (the key shown once), list with last use, revoke after confirmation. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const nameId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      setCreated(await create.mutateAsync({ name: trimmed }));
      setName('');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not create the key', description: errorMessage(error) });
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast({ title: 'Key revoked', description: `“${revoking.name}” no longer works.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not revoke the key', description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <SettingsCard
      icon={KeyRound}
      title="API keys"
      description={
        <>
          Scripts and tools (a CRM, Slack, Notion) call the Pitchscope API with a key, as you: they see and
          change what you can. Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>
          . See the{' '}
          <a
            className="text-primary underline underline-offset-4"
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
          >
            API reference
          </a>
          .
        </>
      }
    >
      <CardContent className="grid gap-5">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => void submit(event)}
        >
          <div className="grid flex-1 gap-2">
            <Label htmlFor={nameId}>Key name</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={API_KEY_NAME_MAX_LENGTH}
              placeholder="e.g. CRM sync"
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
          </div>
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            {create.isPending ? 'Creating...' : 'Create key'}
          </Button>
        </form>

        {created && <NewKeyNotice created={created} onDone={() => setCreated(null)} />}

        <SettingsList
          query={keys}
          loadingLabel="Loading API keys"
          skeletonRows={2}
          errorText="Could not load your API keys."
          emptyText="No API keys yet."
        >
          {(items) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead className="hidden sm:table-cell">Key</TableHead>
                  <TableHead className="hidden sm:table-cell">Created</TableHead>
                  <TableHead>Last used</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((key) => (
                  <TableRow key={key.id}>
                    <TableCell className="max-w-32 truncate font-medium sm:max-w-48" title={key.name}>
                      {key.name}
                    </TableCell>
                    <TableCell className="hidden font-mono text-xs text-muted-foreground sm:table-cell">
                      {key.prefix}…
                    </TableCell>
                    <TableCell className="hidden text-muted-foreground sm:table-cell">
                      {formatDeckDate(key.createdAt)}
                    </TableCell>
                    <TableCell className="text-muted-foreground">
                      {formatDeckDate(key.lastUsedAt, 'Never')}
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setRevoking(key)}
                        aria-label={`Revoke ${key.name}`}
                      >
                        Revoke
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </SettingsList>
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Scripts and tools using this key stop working at once. This cannot be undone."
        confirmLabel="Revoke key"
        destructive
        onConfirm={confirmRevoke}
      />
    </SettingsCard>
  );
}
