import { toast } from 'sonner';

// The Orders screen's toasts (docs/product.md section 8, "Orders, customers, refunds"): failures are
// titled 'Error' and successes 'Success', with the message as the description.

export function notifyError(description: string, id?: string) {
  toast.error('Error', { description, id });
}

export function notifySuccess(description: string) {
  toast.success('Success', { description });
}

/** Saved, but something the admin must know: titled 'Note'. */
export function notifyWarning(description: string) {
  toast.warning('Note', { description });
}
