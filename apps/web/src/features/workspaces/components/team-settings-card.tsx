import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link2, Users } from 'lucide-react';
import type { CreatedInvitation, PendingInvitation, WorkspaceDetail, WorkspaceRole } from '@pitchscope/domain/contracts/workspaces';
import { WORKSPACE_NAME_MAX_LENGTH, WORKSPACE_ROLES } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { workspaceAllows, wouldLeaveNoOwner } from '@pitchscope/domain/workspaces';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ShownOnceValue } from '@/components/shown-once-value';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SettingsCard } from '@/components/settings-card';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CreateWorkspaceDialog } from '@/features/workspaces/components/create-workspace-dialog';
import { IntakeAddressSection } from '@/features/workspaces/components/intake-address-section';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/auth';
import { useCurrentWorkspace } from '@/lib/current-workspace';
import {
  ROLE_LABELS,
  useChangeMemberRole,
  useCreateInvitation,
  useRemoveMember,
  useRenameWorkspace,
  useRevokeInvitation,
  useWorkspace,
} from '@/features/workspaces/api/workspaces';

function RoleSelect({ value, onChange, label }: { value: WorkspaceRole; onChange: (role: WorkspaceRole) => void; label: string }) {
  return (
    <Select value={value} onValueChange={(role) => onChange(role as WorkspaceRole)}>
      <SelectTrigger className="w-32" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {WORKSPACE_ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function RenameForm({ workspace }: { workspace: WorkspaceDetail }) {
  const [name, setName] = useState(workspace.name);
  const rename = useRenameWorkspace(workspace.id);
  const nameId = useId();
  useEffect(() => setName(workspace.name), [workspace.name]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await rename.mutateAsync(name.trim());
      toast({ title: 'Workspace renamed' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not rename the workspace', description: errorMessage(error) });
    }
  }

  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(event) => void submit(event)}>
      <div className="grid flex-1 gap-2">
        <Label htmlFor={nameId}>Workspace name</Label>
        <Input id={nameId} value={name} maxLength={WORKSPACE_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={!name.trim() || name.trim() === workspace.name || rename.isPending}>
        Rename
      </Button>
    </form>
  );
}

function InviteForm({ workspace }: { workspace: WorkspaceDetail }) {
  const [role, setRole] = useState<WorkspaceRole>('member');
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const invite = useCreateInvitation(workspace.id);
  const emailId = useId();
  const emailHintId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const trimmed = email.trim();
      setCreated(await invite.mutateAsync({ role, ...(trimmed ? { email: trimmed } : {}) }));
      setEmail('');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not create the invitation', description: errorMessage(error) });
    }
  }

  return (
    <div className="grid gap-3">
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-2">
          <Label>Role</Label>
          <RoleSelect value={role} onChange={setRole} label="Role of the invited person" />
        </div>
        <div className="grid flex-1 gap-2">
          <Label htmlFor={emailId}>Email (optional)</Label>
          <Input
            id={emailId}
            type="email"
            value={email}
            placeholder="partner@fund.com"
            autoComplete="off"
            aria-describedby={workspace.mailEnabled ? undefined : emailHintId}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          <Link2 aria-hidden="true" />
          {invite.isPending ? 'Creating...' : 'Create invitation link'}
        </Button>
      </form>
      {!workspace.mailEnabled && (
        <p id={emailHintId} className="text-xs text-muted-foreground">
          {INVITATION_MESSAGES.mailNotConfigured}
        </p>
      )}
      {created && (
        <Alert className="border-primary/40">
          <Link2 aria-hidden="true" />
          <AlertTitle>Copy the invitation link now</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>
              It is shown only this once and works once, until {formatDeckDate(created.expiresAt)}.
              {created.emailed
                ? ' It is also being emailed; the invitation list below says when it was sent.'
                : ' Send it to the person you invite.'}
            </p>
            <ShownOnceValue label="Invitation link" value={created.url} hideLabel wrap>
              <Button type="button" onClick={() => setCreated(null)}>
                Done
              </Button>
            </ShownOnceValue>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

/** Whether a pending invitation reached its address: Settings → Team's email column. */
function InvitationEmail({ invitation }: { invitation: PendingInvitation }) {
  if (!invitation.email) return <span className="text-muted-foreground">{INVITATION_MESSAGES.linkOnly}</span>;
  const status =
    invitation.emailStatus === 'sent' ? (
      <span title={invitation.emailSentAt ? formatDeckDate(invitation.emailSentAt) : undefined}>{INVITATION_MESSAGES.emailSent}</span>
    ) : invitation.emailStatus === 'failed' ? (
      <span className="text-destructive">{INVITATION_MESSAGES.emailNotSent(invitation.emailError ?? INVITATION_MESSAGES.mailFailed)}</span>
    ) : invitation.emailStatus === 'queued' ? (
      <span>{INVITATION_MESSAGES.emailQueued}</span>
    ) : null;
  return (
    <div className="grid">
      <span className="text-muted-foreground">{invitation.email}</span>
      {status && <span className="text-xs">{status}</span>}
    </div>
  );
}

function TeamDetail({ workspace }: { workspace: WorkspaceDetail }) {
  const { data: me } = useMe();
  const isOwner = workspaceAllows(workspace.role, 'manage');
  const changeRole = useChangeMemberRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const revoke = useRevokeInvitation(workspace.id);
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const leaving = removing?.userId === me?.uid;

  async function setRole(userId: string, role: WorkspaceRole) {
    try {
      await changeRole.mutateAsync({ userId, role });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not change the role', description: errorMessage(error) });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.userId);
      toast({ title: leaving ? `You left ${workspace.name}` : `${removing.name} was removed` });
    } catch (error) {
      toast({ variant: 'destructive', title: leaving ? 'Could not leave' : 'Could not remove', description: errorMessage(error) });
      throw error;
    }
  }

  async function revokeInvitation(id: string) {
    try {
      await revoke.mutateAsync(id);
      toast({ title: 'Invitation revoked' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not revoke the invitation', description: errorMessage(error) });
    }
  }

  const soleOwner = me ? wouldLeaveNoOwner(workspace.members, me.uid, null) : false;

  return (
    <CardContent className="grid gap-6">
      {isOwner && <RenameForm workspace={workspace} />}

      <section className="grid gap-2" aria-labelledby="team-members-heading">
        <h3 id="team-members-heading" className="font-medium">
          Members
        </h3>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead className="hidden sm:table-cell">Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {workspace.members.map((member) => {
              const self = member.userId === me?.uid;
              return (
                <TableRow key={member.userId}>
                  <TableCell className="font-medium">
                    {member.name}
                    {self && <span className="text-muted-foreground"> (you)</span>}
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground sm:table-cell">{member.email}</TableCell>
                  <TableCell>
                    {isOwner ? (
                      <RoleSelect
                        value={member.role}
                        onChange={(role) => void setRole(member.userId, role)}
                        label={`Role of ${member.name}`}
                      />
                    ) : (
                      ROLE_LABELS[member.role]
                    )}
                  </TableCell>
                  <TableCell className="text-right">
                    {/* The only owner is not offered Leave (the server refuses it too): the note under the table says why. */}
                    {(isOwner || self) && !wouldLeaveNoOwner(workspace.members, member.userId, null) && (
                      <Button size="sm" variant="outline" onClick={() => setRemoving({ userId: member.userId, name: member.name })}>
                        {self ? 'Leave' : 'Remove'}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {soleOwner && <p className="text-sm text-muted-foreground">{WORKSPACE_MESSAGES.lastOwner}</p>}
      </section>

      <IntakeAddressSection workspaceId={workspace.id} />

      {isOwner && (
        <section className="grid gap-3" aria-labelledby="team-invitations-heading">
          <h3 id="team-invitations-heading" className="font-medium">
            Invitations
          </h3>
          <InviteForm workspace={workspace} />
          {workspace.invitations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No pending invitations.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Role</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead className="hidden sm:table-cell">Created by</TableHead>
                  <TableHead>Expires</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {workspace.invitations.map((invitation) => (
                  <TableRow key={invitation.id}>
                    <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
                    <TableCell>
                      <InvitationEmail invitation={invitation} />
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">{invitation.createdByName}</TableCell>
                    <TableCell>{formatDeckDate(invitation.expiresAt)}</TableCell>
                    <TableCell className="text-right">
                      <Button size="sm" variant="outline" onClick={() => void revokeInvitation(invitation.id)}>
                        Revoke
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={leaving ? `Leave ${workspace.name}?` : `Remove ${removing?.name ?? ''}?`}
        description={
          leaving
            ? 'You lose access to its decks; the decks you uploaded stay in the workspace. You go back to your personal workspace.'
            : 'They lose access to its decks; the decks they uploaded stay in the workspace.'
        }
        confirmLabel={leaving ? 'Leave workspace' : 'Remove member'}
        destructive
        onConfirm={confirmRemove}
      />
    </CardContent>
  );
}

/** Settings → Team: the current workspace's name, members and invitations (issue #20, ADR 0022). */
export function TeamSettingsCard() {
  const { workspace: current } = useCurrentWorkspace();
  const detail = useWorkspace(current && !current.personal ? current.id : undefined);
  const [creating, setCreating] = useState(false);

  return (
    <SettingsCard
      icon={Users}
      title={current && !current.personal ? current.name : 'Team'}
      description={
        current?.personal
          ? WORKSPACE_MESSAGES.personalNotShared
          : 'Everyone here sees the workspace’s decks, pipeline and notes. Members change decks; viewers only read.'
      }
    >
      {current?.personal ? (
        <CardContent className="grid gap-6">
          <Button className="justify-self-start" onClick={() => setCreating(true)}>
            Create team workspace
          </Button>
          <IntakeAddressSection workspaceId={current.id} />
        </CardContent>
      ) : detail.isPending ? (
        <CardContent className="space-y-2" aria-label="Loading the team">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </CardContent>
      ) : detail.isError ? (
        <CardContent role="alert" className="text-sm text-destructive">
          {errorMessage(detail.error)}
        </CardContent>
      ) : (
        <TeamDetail workspace={detail.data} />
      )}
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </SettingsCard>
  );
}

