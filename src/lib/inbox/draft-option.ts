import { DRAFT_STATE_LABELS, type DraftOrderState } from '@/lib/draft-orders';
import { formatNaira } from '@/lib/money';

// How the reply box names an open draft order (docs/decisions/0081-one-inbox.md): drafts have no number,
// so by the customer, the total and its state. The server's search and the screen's suggestions share it.

export const draftOptionText = (draft: { customerName: string; totalKobo: number; state: DraftOrderState }) =>
  `${draft.customerName} · ${formatNaira(draft.totalKobo)} · ${DRAFT_STATE_LABELS[draft.state]}`;
