'use client';
import { useEffect, useRef } from 'react';
import { Download, ShieldCheck } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { SITE_DEFAULTS } from '@/lib/constants';
import { CopyButton } from '@/app/(store)/account/_components/copy-button';

/** Backup codes, shown once: copy or download them, then they are gone from the screen. */
export function BackupCodes({ codes, title, onDone }: { codes: string[]; title: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The codes replace the form that was in focus: start reading here.
  useEffect(() => headingRef.current?.focus(), []);

  function download() {
    const text = [
      `${SITE_DEFAULTS.siteName}: two-factor backup codes`,
      `Saved on ${new Date().toLocaleDateString('en-NG', { dateStyle: 'long' })}`,
      '',
      'Each code signs you in once when you cannot use your authenticator app.',
      '',
      ...codes,
      '',
    ].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'adire-living-backup-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div className="flex flex-col gap-1">
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-medium outline-none">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">
            If you lose your phone, each of these codes signs you in once instead of an app code. Keep them somewhere
            safe, such as a password manager or a printed page. They are shown only now.
          </p>
        </div>
      </div>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-border bg-sand p-4 font-mono text-base tracking-wider min-[420px]:grid-cols-2 sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code} className="text-center select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={codes.join('\n')} label="Copy codes" />
        <StoreButton type="button" variant="subtle" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          Download .txt
        </StoreButton>
      </div>
      <StoreButton type="button" className="w-full sm:w-fit" onClick={onDone}>
        I have saved my backup codes
      </StoreButton>
    </div>
  );
}
