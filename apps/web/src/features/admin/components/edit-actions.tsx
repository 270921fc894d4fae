import { Save, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Cancel and Save of an inline editor (industries, deep research, analysis configs). */
export function EditActions({
  saving,
  onCancel,
  onSave,
}: {
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
        <X aria-hidden />
        Cancel
      </Button>
      <Button size="sm" onClick={onSave} disabled={saving}>
        <Save aria-hidden />
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
