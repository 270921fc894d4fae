import { useId, useState } from 'react';
import { Share2 } from 'lucide-react';
import type { CreatedShareLink, ShareLinkStatus, ShareLinkSummary } from '@pitchscope/domain/contracts/share-links';
import { SHARE_LINK_EXPIRY_CHOICES } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { SHARE_LINK_MESSAGES } from '@pitchscope/domain/messages';
import { ShownOnceValue } from '@/components/shown-once-value';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SettingsList } from '@/components/settings-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ViewerGate } from '@/components/access/viewer-gate';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCurrentWorkspace } from '@/lib/current-workspace';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '@/features/share-links/api/share-links';

const NEVER = 'never';
const expiryLabel = (days: number | null) => (days === null ? 'Never' : days === 1 ? 'In 1 day' : `In ${days} days`);
const STATUS_LABELS: Record<ShareLinkStatus, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/** The new link with a copy button; its URL is not shown again (only its fingerprint is kept). */
function NewLink({ created }: { created: CreatedShareLink }) {
  return (
    <div className="grid gap-2 rounded-md border border-primary/40 p-3">
      <ShownOnceValue label="Share link" value={created.url} />
      <p className="text-xs text-muted-foreground">Copy it now: the link is shown only this once.</p>
    </div>
  );
}

function LinksTable({ links, onRevoke }: { links: ShareLinkSummary[]; onRevoke: (link: ShareLinkSummary) => void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Created</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead className="text-right">Views</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {links.map((link) => (
          <TableRow key={link.id}>
            <TableCell>{formatDeckDate(link.createdAt)}</TableCell>
            <TableCell className="text-muted-foreground">{formatDeckDate(link.expiresAt, 'Never')}</TableCell>
            <TableCell className="text-right tabular-nums">{link.viewCount}</TableCell>
            <TableCell>
              <Badge variant={link.status === 'active' ? 'default' : 'secondary'}>{STATUS_LABELS[link.status]}</Badge>
            </TableCell>
            <TableCell className="text-right">
              {link.status === 'active' && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onRevoke(link)}
                  aria-label={`Revoke the link created ${formatDeckDate(link.createdAt)}`}
                >
                  Revoke
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * "Share" on the deck page and the deep-analysis page (ADR 0020): a dialog that creates a read-only link
 * (optional expiry), shows it once to copy, and lists the deck's links with their views, to revoke.
 * `canCreate`: only the owner publishes a deck; an admin viewing a user's deck lists and revokes.
 */
export function ShareDeckButton({
  deckId,
  companyName,
  canCreate = true,
}: {
  deckId: string;
  companyName: string;
  canCreate?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [expiry, setExpiry] = useState<string>('7');
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [revoking, setRevoking] = useState<ShareLinkSummary | null>(null);
  const links = useShareLinks(deckId, open);
  const create = useCreateShareLink(deckId);
  const revoke = useRevokeShareLink(deckId);
  const expiryId = useId();
  const { canWriteDecks } = useCurrentWorkspace();

  async function createLink() {
    try {
      setCreated(await create.mutateAsync({ expiresInDays: expiry === NEVER ? null : Number(expiry) }));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not create the link', description: errorMessage(error) });
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      if (created?.id === revoking.id) setCreated(null);
      toast({ title: 'Link revoked', description: 'It no longer opens the deck.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not revoke the link', description: errorMessage(error) });
      throw error;
    }
  }

  if (!canWriteDecks) {
    return (
      <ViewerGate>
        <Button variant="outline">
          <Share2 aria-hidden />
          Share
        </Button>
      </ViewerGate>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCreated(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Share {companyName}</DialogTitle>
          <DialogDescription>{SHARE_LINK_MESSAGES.whatIsShared}</DialogDescription>
        </DialogHeader>

        {canCreate && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-2">
              <Label htmlFor={expiryId}>Link expires</Label>
              <Select value={expiry} onValueChange={setExpiry}>
                <SelectTrigger id={expiryId} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SHARE_LINK_EXPIRY_CHOICES.map((days) => (
                    <SelectItem key={days ?? NEVER} value={days === null ? NEVER : String(days)}>
                      {expiryLabel(days)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button type="button" onClick={() => void createLink()} disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create link'}
            </Button>
          </div>
        )}

        {created && <NewLink created={created} />}

        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Links of this deck</h3>
          <SettingsList
            query={links}
            loadingLabel="Loading the links of this deck"
            loadingRole="status"
            errorText="Could not load the share links."
            emptyText="No share links yet."
            compact
          >
            {(items) => <LinksTable links={items} onRevoke={setRevoking} />}
          </SettingsList>
        </div>

        <ConfirmDialog
          open={revoking !== null}
          onOpenChange={(next) => !next && setRevoking(null)}
          title="Revoke this share link?"
          description="Whoever has the link can no longer open the deck. This cannot be undone; you can create a new link."
          confirmLabel="Revoke link"
          destructive
          onConfirm={confirmRevoke}
        />
      </DialogContent>
    </Dialog>
  );
}
