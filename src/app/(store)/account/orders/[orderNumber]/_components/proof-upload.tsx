'use client';
import { useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Upload } from 'lucide-react';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { MAX_PROOF_BYTES, PROOF_ACCEPT, PROOF_UPLOAD_PATH, PROOF_TYPES, proofProblems } from '@/lib/transfer-proof';

const FAILED = 'The upload failed. Check your connection and try again.';

/** The browser's first look (type by name, size); the server reads the bytes and decides. */
function problemWith(file: File | undefined): string | null {
  if (!file) return proofProblems.missing;
  // An unknown extension gives '' and is left to the server.
  if (file.type !== '' && !Object.hasOwn(PROOF_TYPES, file.type)) return proofProblems.wrongType;
  if (file.size > MAX_PROOF_BYTES) return proofProblems.tooLarge;
  return null;
}

/** Sends the picture or PDF of a transfer receipt for the order; the page then shows it as received. */
export function ProofUpload({ orderNumber, replacing }: { orderNumber: string; replacing: boolean }) {
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const problem = problemWith(file);
    if (problem || !file) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const body = new FormData();
    body.set('orderNumber', orderNumber);
    body.set('file', file);
    try {
      const response = await fetch(PROOF_UPLOAD_PATH, { method: 'POST', body });
      const answer = (await response.json().catch(() => null)) as { error: { message: string } | null } | null;
      if (!response.ok) {
        setError(answer?.error?.message ?? FAILED);
        input.current?.focus();
        return;
      }
      toast.success('Proof received', { description: "We'll confirm your payment shortly." });
      if (input.current) input.current.value = '';
      router.refresh();
    } catch {
      setError(FAILED);
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${inputId}-error`;
  return (
    <form onSubmit={(event) => void send(event)} className="flex flex-col gap-3" aria-busy={busy} noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {replacing ? 'Send a different file' : 'Proof of payment'}
      </label>
      <p id={`${inputId}-hint`} className="-mt-2 text-sm text-muted-foreground">
        A screenshot or PDF of your transfer receipt: JPEG, PNG or PDF, up to 5 MB.
      </p>
      <input
        ref={input}
        id={inputId}
        name="file"
        type="file"
        accept={PROOF_ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${inputId}-hint`, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={() => setError(null)}
        className="block w-full min-w-0 rounded-md border border-input bg-background text-sm file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-border file:bg-sand file:px-4 file:font-semibold file:text-foreground"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <StoreButton type="submit" variant={replacing ? 'subtle' : 'primary'} disabled={busy} className="self-start">
        {busy ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
        {replacing ? 'Replace proof' : 'Upload proof'}
      </StoreButton>
    </form>
  );
}
