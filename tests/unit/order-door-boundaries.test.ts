import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The one order door and the order record's boundaries (docs/decisions/0069-one-order-door.md): every
// channel opens its orders through src/server/sales/open-order.ts, the record imports no channel and no
// money, and money never imports a channel. The lint configuration holds the two import rules; these
// tests plant the imports it must refuse, so a rule that stops matching fails here.

// The planted file exists only as text, which import/no-cycle cannot walk: that rule is off here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function restrictedPathErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

const plant = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\nexport const planted = ${name};\n`;

// Loading lint's configuration and resolver takes seconds, more beside the build and typecheck of `npm test`.
describe('the order record and money', { timeout: 120_000 }, () => {
  it('refuses an import from the order record into payments, a channel or the door', async () => {
    for (const [specifier, name] of [
      ['@/server/payments/ledger', 'ledgerSums'],
      ['@/server/checkout/place-order', 'placeOrder'],
      ['@/server/pos/showroom-sale', 'writeShowroomSale'],
      ['@/server/sales/open-order', 'openOrder'],
    ]) {
      const errors = await restrictedPathErrors('src/server/orders/planted.ts', plant(specifier!, name!));
      expect(errors, specifier).toEqual([expect.stringContaining('The order record imports no channel, no money')]);
    }
  });

  it('refuses an import from payments, refunds or receipts into a channel or the door', async () => {
    for (const file of ['src/server/payments/planted.ts', 'src/server/refunds/planted.ts', 'src/server/receipts/planted.ts']) {
      for (const [specifier, name] of [
        ['@/server/drafts/place-draft-order', 'placeDraftOrder'],
        ['@/server/quotes/accept-quote', 'acceptQuote'],
        ['@/server/sales/open-order', 'openOrder'],
      ]) {
        expect(await restrictedPathErrors(file, plant(specifier!, name!)), `${file} ← ${specifier}`).toEqual([
          expect.stringContaining('Payments, refunds and receipts read the order record'),
        ]);
      }
    }
  });

  it('lets the record read the stock, and money read the record', async () => {
    expect(await restrictedPathErrors('src/server/orders/planted.ts', plant('@/server/stock/variant-stock', 'takeVariantStock'))).toEqual([]);
    expect(await restrictedPathErrors('src/server/payments/planted.ts', plant('@/server/orders/order-stock', 'lockOrder'))).toEqual([]);
  });
});

// E-invoicing sits above the record and money (docs/decisions/0076-jobs-behind-the-queue-api.md): the record's
// events queue its job and receipts ask it through a port, both filled by src/server/composition/shop.ts.
describe('e-invoicing above the order record and money', { timeout: 120_000 }, () => {
  it('refuses an import of e-invoicing from the order record, payments, refunds or receipts', async () => {
    for (const folder of ['orders', 'payments', 'refunds', 'receipts']) {
      for (const [specifier, name] of [
        ['@/server/einvoicing/einvoice-queue', 'queueEInvoiceSync'],
        ['@/server/einvoicing/einvoice-for-receipt', 'einvoiceForReceipt'],
      ]) {
        expect(await restrictedPathErrors(`src/server/${folder}/planted.ts`, plant(specifier!, name!)), `${folder} ← ${specifier}`).toEqual([
          expect.stringContaining('The order record and money import no e-invoicing'),
        ]);
      }
    }
  });

  it('lets the composition root wire it, and the record read its configuration', async () => {
    expect(await restrictedPathErrors('src/server/composition/planted.ts', plant('@/server/einvoicing/einvoice-queue', 'queueEInvoiceSync'))).toEqual([]);
    expect(await restrictedPathErrors('src/server/orders/planted.ts', plant('@/server/einvoicing-settings/einvoicing-settings', 'einvoicingOn'))).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the one door', () => {
  it('is the only code that inserts an order', () => {
    const inserting = sourceFiles(path.resolve('src'))
      .filter((file) => /\.insert\(\s*orders\s*\)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(inserting).toEqual([path.join('src', 'server', 'sales', 'open-order.ts')]);
  });
});

// WhatsApp and SMS are a channel to the customer, like mail (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
// domains queue through it; it imports none of them.
describe('messaging beneath the domains', { timeout: 120_000 }, () => {
  it('refuses an import of a domain into messaging, and lets a domain queue a message', async () => {
    for (const [specifier, name] of [
      ['@/server/orders/order-messages', 'queueOrderMessage'],
      ['@/server/privacy/close-account', 'closeAccount'],
      ['@/server/checkout/place-order', 'placeOrder'],
    ]) {
      expect(await restrictedPathErrors('src/server/messaging/planted.ts', plant(specifier!, name!)), `messaging ← ${specifier}`).toEqual([
        expect.stringContaining('Messaging imports no domain'),
      ]);
    }
    expect(await restrictedPathErrors('src/server/orders/planted.ts', plant('@/server/messaging/queue-message', 'queueCustomerMessage'))).toEqual([]);
  });
});
