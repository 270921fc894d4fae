import { useState } from 'react';
import { Check, ChevronsUpDown, Plus, Settings, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { CreateWorkspaceDialog } from '@/features/workspaces/components/create-workspace-dialog';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCurrentWorkspace } from '@/lib/current-workspace';
import { ROLE_LABELS, useSwitchWorkspace, useWorkspaces } from '@/features/workspaces/api/workspaces';

/** The sidebar's workspace menu: which workspace the library shows, switching, and creating a team one. */
export function WorkspaceSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { workspace } = useCurrentWorkspace();
  const workspaces = useWorkspaces();
  const switchWorkspace = useSwitchWorkspace();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  async function select(id: string) {
    if (id === workspace?.id) return;
    try {
      await switchWorkspace.mutateAsync(id);
      onNavigate?.();
      navigate('/pitch-decks');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not switch workspace', description: errorMessage(error) });
    }
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="w-full justify-between" aria-label={`Workspace: ${workspace?.name ?? '…'}`}>
            <span className="flex min-w-0 items-center gap-2">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{workspace?.name ?? '…'}</span>
            </span>
            <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          {workspaces.isPending && <DropdownMenuItem disabled>Loading...</DropdownMenuItem>}
          {workspaces.isError && <DropdownMenuItem disabled>Could not load your workspaces.</DropdownMenuItem>}
          {workspaces.data?.items.map((item) => (
            <DropdownMenuItem key={item.id} onSelect={() => void select(item.id)}>
              <Check
                className={item.id === workspaces.data.currentWorkspaceId ? 'opacity-100' : 'opacity-0'}
                aria-hidden="true"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate">{item.name}</span>
                <span className="text-xs text-muted-foreground">
                  {item.personal ? 'Private' : `${ROLE_LABELS[item.role]} · ${item.memberCount} ${item.memberCount === 1 ? 'member' : 'members'}`}
                </span>
              </span>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              onNavigate?.();
              navigate('/settings?tab=team');
            }}
          >
            <Settings aria-hidden="true" />
            Team settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create team workspace
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
