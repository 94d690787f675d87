import { describe, expect, it } from 'vitest';
import { exportFileName, exportTimeOf } from '@/lib/catalog-csv/export-name';

// The catalogue export's name carries when it was made, in Lagos time, so its import can tell the sales
// made since (docs/decisions/0068-stock-changes-by-difference.md).

describe('the export’s file name', () => {
  it('says the moment in Lagos time to the second, and reads back to that moment', () => {
    const at = new Date('2026-11-26T23:15:30.700Z');
    expect(exportFileName(at)).toBe('products-2026-11-27-001530.csv');
    expect(exportTimeOf('products-2026-11-27-001530.csv')).toEqual(new Date('2026-11-26T23:15:30.000Z'));
  });

  it('is still read after a browser numbers a second download; a renamed file or an impossible time says nothing', () => {
    expect(exportTimeOf('products-2026-11-27-001530 (1).csv')).toEqual(new Date('2026-11-26T23:15:30.000Z'));
    expect(exportTimeOf('products-2026-11-27.csv')).toBeNull();
    expect(exportTimeOf('my catalogue.csv')).toBeNull();
    expect(exportTimeOf('products-2026-13-40-251530.csv')).toBeNull();
  });
});
