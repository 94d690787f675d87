import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';

/** The end of the quote and visit forms: what the server refused, then the submit button with its progress. */
export function FormEnd({
  errorId,
  error,
  ready,
  submitting,
  icon,
  label,
  busyLabel,
}: {
  errorId: string;
  error: string | null;
  /** False until the page runs: the form is sent by script. */
  ready: boolean;
  submitting: boolean;
  icon: React.ReactNode;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" disabled={!ready || submitting} className="w-full sm:w-fit">
        {submitting ? <Spinner /> : icon}
        {submitting ? busyLabel : label}
      </StoreButton>
    </>
  );
}
