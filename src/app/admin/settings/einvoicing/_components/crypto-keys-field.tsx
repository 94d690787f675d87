'use client';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FileKey } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldMessages } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { useFieldBinding } from '@/components/admin/form/field-binding';
import { EINVOICING_LIMITS, type EinvoicingSettingsInput } from '@/lib/schemas/einvoicing-settings';
import { SecretState } from './secret-state';

const NAME = 'cryptoKeys' satisfies keyof EinvoicingSettingsInput;

/**
 * crypto_keys.txt from the MBS portal: chosen here, read in the browser and sent as text with the form,
 * where the server checks it holds an RSA public key and a certificate (and says what is wrong if not).
 * Write-only like the secrets: the screen says whether one is saved, never what it holds.
 */
export function CryptoKeysField({ saved }: { saved: boolean }) {
  const binding = useFieldBinding(NAME, { hint: true, required: false });
  const { setValue, setError } = useFormContext<EinvoicingSettingsInput>();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  async function choose(file: File) {
    if (file.size > EINVOICING_LIMITS.cryptoKeys) {
      setError(NAME, { message: 'This file is far larger than the crypto_keys.txt MBS gives' });
      return;
    }
    setValue(NAME, await file.text(), { shouldDirty: true, shouldValidate: true });
    setChosen(file.name);
  }

  const hint = (
    <>
      <SecretState set={saved} />. {chosen ? `${chosen} is checked when you save.` : saved ? 'Choose a new file to replace the saved one.' : 'The file the MBS portal lets you download.'}
    </>
  );
  return (
    // A file chooser takes no focus for a refusal: its message shows here and in the toast.
    <div data-field={NAME} data-field-focus="none" className="flex flex-col gap-2">
      <Label htmlFor={binding.inputId}>crypto_keys.txt</Label>
      <input
        ref={input}
        id={binding.inputId}
        type="file"
        accept=".txt,.json,text/plain,application/json"
        className="sr-only"
        {...binding.aria}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void choose(file);
          event.target.value = '';
        }}
      />
      <Button type="button" variant="subtle" size="sm" className="w-fit" onClick={() => input.current?.click()}>
        <FileKey aria-hidden="true" className="size-4" />
        {saved || chosen ? 'Replace file' : 'Choose file'}
      </Button>
      <FieldMessages inputId={binding.inputId} hint={hint} error={binding.error} />
    </div>
  );
}
