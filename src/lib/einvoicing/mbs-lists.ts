// The code lists MBS publishes (GET /invoice/resources/{name}) that the shop keeps
// (docs/decisions/0070-e-invoicing.md, "MBS's lists"), shared by the settings screen, the catalogue's
// forms and the server that reads and checks them.

export const MBS_LISTS = ['invoice-types', 'tax-categories', 'payment-means', 'hs-codes'] as const;
export type MbsListName = (typeof MBS_LISTS)[number];

export const MBS_LIST_LABELS: Record<MbsListName, string> = {
  'invoice-types': 'Invoice types',
  'tax-categories': 'Tax categories',
  'payment-means': 'Payment means',
  'hs-codes': 'HS codes',
};

/** One entry of a list: its code and what MBS calls it. */
export type MbsCode = { code: string; label: string };

/** What the catalogue's forms offer for a line's HS code, and whether sales are reported now. */
export type EinvoiceChoices = { on: boolean; hsCodes: MbsCode[] };

/** An HS code typed before any list is kept: digits, with the dots tariffs write (9403, 9403.60, 9403.60.10). */
export const HS_CODE_PATTERN = /^\d[\d.]{0,10}\d$/;
