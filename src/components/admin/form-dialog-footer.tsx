import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * The buttons of every admin form dialog: Cancel, and the submit button showing a spinner
 * while the form saves. Both are disabled meanwhile, so a save cannot be sent twice or
 * abandoned half way.
 */
export function FormDialogFooter({ submitting, onCancel, submitLabel }: { submitting: boolean; onCancel: () => void; submitLabel: string }) {
  return (
    <DialogFooter className="pt-1">
      <Button type="button" variant="subtle" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
