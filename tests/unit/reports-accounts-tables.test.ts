import { describe, expect, it } from 'vitest';
import { accountsHeader, accountsRows, nairaNumber, type AccountsData } from '@/lib/reports/accounts-tables';

// The accountant's tables as cells (src/lib/reports/accounts-tables.ts): the same cells feed the screen, the
// CSV files and the workbook, so each row must line up with its header and say what it holds.

const EMPTY: AccountsData = { vat: [], open: [], refunds: [], cashUps: [], payments: [] };

describe('the accountant’s tables', () => {
  it('VAT by month: the month as filed, charged and reported, and their difference in kobo', () => {
    const rows = accountsRows('vat', { ...EMPTY, vat: [{ month: '2026-11-01', chargedVatKobo: 134_651, reportedVatKobo: 104_651 }] });
    expect(rows).toEqual([{ key: '2026-11-01', cells: [{ text: '2026-11' }, { kobo: 134_651 }, { kobo: 104_651 }, { kobo: 30_000 }] }]);
    expect(rows[0]!.cells).toHaveLength(accountsHeader('vat').length);
  });

  it('names documents, states and how a refund went back as people read them', () => {
    const open = accountsRows('open', { ...EMPTY, open: [{ id: 'e1', month: '2026-11-01', orderNumber: 'ORD-7', typeCode: '381', amountKobo: 500_00, state: 'refused', reason: null }] });
    expect(open[0]!.cells).toEqual([{ text: 'ORD-7' }, { text: '2026-11' }, { text: 'Credit note' }, { kobo: 500_00 }, { text: 'Refused' }, { text: '' }]);
    const refund = { id: 'r1', day: '2026-11-05', amountKobo: 500_00, vatKobo: 34_88, creditNoteState: null };
    const refunds = accountsRows('refunds', {
      ...EMPTY,
      refunds: [
        { ...refund, orderNumber: null, payoutMethod: 'cash', payoutLocationName: 'Lekki showroom' },
        { ...refund, id: 'r2', orderNumber: 'ORD-8', payoutMethod: null, payoutLocationName: null, creditNoteState: 'waiting' },
      ],
    });
    expect(refunds.map((row) => row.cells.filter((cell) => 'text' in cell))).toEqual([
      [{ text: '2026-11-05' }, { text: 'Order deleted' }, { text: 'Cash at Lekki showroom' }, { text: 'None' }],
      [{ text: '2026-11-05' }, { text: 'ORD-8' }, { text: 'Not recorded' }, { text: 'Waiting' }],
    ]);
  });

  it('a cash-up’s difference is counted less expected: short below zero', () => {
    const [row] = accountsRows('cash-ups', { ...EMPTY, cashUps: [{ id: 'c1', day: '2026-11-10', sequence: 2, location: 'Lekki', closedBy: 'Bisi', expectedKobo: 25_000_00, countedKobo: 24_950_00 }] });
    expect(row!.cells.slice(3)).toEqual([{ count: 2 }, { kobo: 25_000_00 }, { kobo: 24_950_00 }, { kobo: -50_00 }]);
  });

  it('payments by day name the method as the Sales report does', () => {
    const [row] = accountsRows('payments', { ...EMPTY, payments: [{ day: '2026-11-01', key: 'bank_transfer', receivedKobo: 1, refundedKobo: 0, netKobo: 1 }] });
    expect(row!.cells.slice(0, 2)).toEqual([{ text: '2026-11-01' }, { text: 'Bank transfer' }]);
  });

  it('writes naira for a spreadsheet as a number of naira, refusing anything but whole kobo', () => {
    expect([nairaNumber(123_456), nairaNumber(-5), nairaNumber(0), nairaNumber(69_767)]).toEqual([1234.56, -0.05, 0, 697.67]);
    expect(() => nairaNumber(1.5)).toThrow(TypeError);
  });
});
