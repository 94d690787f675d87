'use client';
import { useRouter } from 'next/navigation';
import { Upload } from 'lucide-react';
import { StoreFileField } from '@/components/store/form/store-choice-fields';
import { StoreForm } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { MAX_PROOF_BYTES, PROOF_ACCEPT, PROOF_UPLOAD_PATH, PROOF_TYPES, proofProblems } from '@/lib/transfer-proof';

const FAILED = 'The upload failed. Check your connection and try again.';

type Values = { file: File[] };

/** The browser's first look (type by name, size); the server reads the bytes and decides. */
function checkProof({ file: [file] }: Values): { file?: string } {
  if (!file) return { file: proofProblems.missing };
  // An unknown extension gives '' and is left to the server.
  if (file.type !== '' && !Object.hasOwn(PROOF_TYPES, file.type)) return { file: proofProblems.wrongType };
  if (file.size > MAX_PROOF_BYTES) return { file: proofProblems.tooLarge };
  return {};
}

/** The server's answer: null when it took the file, else why not. */
async function sendProof(orderNumber: string, file: File): Promise<string | null> {
  const body = new FormData();
  body.set('orderNumber', orderNumber);
  body.set('file', file);
  try {
    const response = await fetch(PROOF_UPLOAD_PATH, { method: 'POST', body });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { error: { message: string } | null } | null;
    return answer?.error?.message ?? FAILED;
  } catch {
    return FAILED;
  }
}

/** Sends the picture or PDF of a transfer receipt for the order; the page then shows it as received. */
export function ProofUpload({ orderNumber, replacing }: { orderNumber: string; replacing: boolean }) {
  const router = useRouter();
  const form = useStoreForm<Values>({ file: [] }, checkProof);

  async function send({ file: [file] }: Values) {
    const refusal = await sendProof(orderNumber, file!);
    if (refusal) {
      form.refuse({ fieldErrors: { file: [refusal] } });
      return;
    }
    toast.success('Proof received', { description: "We'll confirm your payment shortly." });
    form.reset();
    router.refresh();
  }

  return (
    <StoreForm form={form} onSubmit={send} className="flex flex-col gap-3">
      <StoreFileField
        form={form}
        name="file"
        label={replacing ? 'Send a different file' : 'Proof of payment'}
        hint="A screenshot or PDF of your transfer receipt: JPEG, PNG or PDF, up to 5 MB."
        accept={PROOF_ACCEPT}
      />
      <StoreButton type="submit" variant={replacing ? 'subtle' : 'primary'} disabled={!form.hydrated || form.submitting} className="self-start">
        {form.submitting ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
        {replacing ? 'Replace proof' : 'Upload proof'}
      </StoreButton>
    </StoreForm>
  );
}
