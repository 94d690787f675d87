import '@/lib/zod-jitless';
import { z } from 'zod';
import { isServiceId } from '@/lib/einvoicing/irn';
import { multiLine, oneLine } from './fields';
import { hsCodeText, productCategoryText } from './einvoice-line-codes';

// Settings → E-invoicing (docs/decisions/0070-e-invoicing.md, "Settings or environment"), shared by the form
// and its server action. The API key, the API secret and crypto_keys.txt are write-only: '' keeps what
// is stored. What the form cannot know is checked by the server: what is already stored, whether
// crypto_keys.txt holds a key node:crypto loads, https in production, an HS code from MBS's list, and
// the owner's password, asked before anything of the MBS access changes (the key and secret must also be
// typed again when the address changes: they go only to the address they were typed for).

export const EINVOICING_LIMITS = { tin: 40, businessId: 100, url: 500, credential: 500, cryptoKeys: 64_000 } as const;

const tooLong = (label: string, max: number) => `${label} is too long (${max} characters at most)`;

export const einvoicingSettingsSchema = z
  .object({
    enabled: z.boolean(),
    tin: oneLine()
      .trim()
      .max(EINVOICING_LIMITS.tin, tooLong('The TIN', EINVOICING_LIMITS.tin))
      .refine((tin) => tin === '' || /^[A-Za-z0-9-]+$/.test(tin), 'Enter the TIN as the tax office gives it: digits and hyphens, e.g. 12345678-0001'),
    businessId: oneLine()
      .trim()
      .max(EINVOICING_LIMITS.businessId, tooLong('The business id', EINVOICING_LIMITS.businessId))
      .refine((id) => !/\s/.test(id), 'The business id has no spaces: copy it from the MBS portal'),
    serviceId: oneLine()
      .trim()
      .refine((id) => id === '' || isServiceId(id), 'The Service ID is 8 letters and digits, e.g. 59854B81'),
    apiUrl: oneLine()
      .trim()
      .max(EINVOICING_LIMITS.url, tooLong('The address', EINVOICING_LIMITS.url))
      .refine((url) => url === '' || /^https?:\/\/[^\s/]+(?:\/[^\s]*)?$/i.test(url), 'Enter the MBS address starting with https://')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Write-only: '' keeps the stored one. */
    apiKey: oneLine().trim().max(EINVOICING_LIMITS.credential, tooLong('The API key', EINVOICING_LIMITS.credential)),
    apiSecret: oneLine().trim().max(EINVOICING_LIMITS.credential, tooLong('The API secret', EINVOICING_LIMITS.credential)),
    /** The text of a crypto_keys.txt chosen now; '' keeps the stored one. */
    cryptoKeys: multiLine().max(EINVOICING_LIMITS.cryptoKeys, 'This file is far larger than the crypto_keys.txt MBS gives'),
    defaultHsCode: hsCodeText.min(1, 'The default HS code is required: every line reports one'),
    defaultProductCategory: productCategoryText.transform((text) => text || null),
    /** The owner's own password: needed to change the MBS access; '' when only the line defaults change. */
    password: z.string().max(128, 'Password is too long'),
  })
  .superRefine((settings, context) => {
    // Reporting on needs every detail the invoices carry (the key, secret and file may be stored already: the server checks).
    if (!settings.enabled) return;
    const needed = { apiUrl: 'the MBS address', tin: 'the TIN', businessId: 'the business id', serviceId: 'the Service ID' } as const;
    for (const [field, words] of Object.entries(needed)) {
      if (!settings[field as keyof typeof needed]) context.addIssue({ code: 'custom', path: [field], message: `E-invoicing needs ${words} to be on` });
    }
  });

/** What the form holds: strings ('' for empty) and the switch. */
export type EinvoicingSettingsInput = z.input<typeof einvoicingSettingsSchema>;
export type EinvoicingSettingsValues = z.output<typeof einvoicingSettingsSchema>;

export const refreshMbsListsSchema = z.object({});

/** A refusal the server found, tied to the field it is about. */
export type EinvoicingSettingsRefusal = { fieldErrors: Partial<Record<keyof EinvoicingSettingsInput, string[]>> };
