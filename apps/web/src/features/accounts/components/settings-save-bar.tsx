import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SaveStatusIndicator } from '@/features/accounts/components/save-status';
import type { SaveStatus } from '@/features/accounts/lib/profile-form';

/** The bar fixed at the bottom of Settings: where the form stands, and the manual save. */
export function SettingsSaveBar({
  status,
  saving,
  disabled,
  firstTimeSetup,
  onSave,
}: {
  status: SaveStatus;
  saving: boolean;
  disabled: boolean;
  firstTimeSetup: boolean;
  onSave: () => void;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 backdrop-blur lg:left-64">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <SaveStatusIndicator status={status} />
        <Button onClick={onSave} disabled={disabled}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {saving ? 'Saving...' : firstTimeSetup ? 'Complete Setup' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}
