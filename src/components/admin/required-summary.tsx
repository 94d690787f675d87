// The customer and refund dialogs show one message for all empty required fields (spec
// section 5) above their buttons, instead of one error per field; fieldAria's `missing` and
// `summaryId` point the empty controls at it.

export function RequiredSummary({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
