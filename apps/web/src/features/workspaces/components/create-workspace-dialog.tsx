import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { WORKSPACE_NAME_MAX_LENGTH } from '@pitchscope/domain/constants';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateWorkspace } from '@/features/workspaces/api/workspaces';

/** "Create team workspace": the new workspace becomes current and its Team settings open. */
export function CreateWorkspaceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState('');
  const create = useCreateWorkspace();
  const navigate = useNavigate();
  const nameId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      await create.mutateAsync(trimmed);
      toast({ title: 'Team workspace created', description: `You are now in “${trimmed}”. Invite your team from here.` });
      setName('');
      onOpenChange(false);
      navigate('/settings?tab=team');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not create the workspace', description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create team workspace</DialogTitle>
            <DialogDescription>
              A shared library for your fund: everyone you invite sees its decks, pipeline and notes. Your personal
              workspace stays private.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Workspace name</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={WORKSPACE_NAME_MAX_LENGTH}
              placeholder="e.g. Northwind Ventures"
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              {create.isPending ? 'Creating...' : 'Create workspace'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
