import { describe, expect, it } from 'vitest';
import { BitArray, Code128Reader } from '@zxing/library';
import { canEncodeCode128, code128Values, code128Widths, QUIET_ZONE_MODULES } from '@/lib/barcode/code128';

// The labels' barcodes, read back by an independent decoder (ZXing's Code 128 reader), as a scanner in
// the showroom would read them.

/** The widths as one row of pixels, `scale` to a module, with the quiet zone on both sides. */
function scanRow(widths: number[], scale = 2) {
  const length = (widths.reduce((sum, width) => sum + width, 0) + 2 * QUIET_ZONE_MODULES) * scale;
  const row = new BitArray(length);
  let x = QUIET_ZONE_MODULES * scale;
  widths.forEach((width, index) => {
    if (index % 2 === 0) for (let pixel = 0; pixel < width * scale; pixel++) row.set(x + pixel);
    x += width * scale;
  });
  return row;
}

const scanned = (text: string) => new Code128Reader().decodeRow(0, scanRow(code128Widths(text)), new Map()).getText();

describe('Code 128', () => {
  it('is read back as written: SKUs with letters and dashes, all digits, digit runs inside text, odd runs', () => {
    for (const sku of ['AL-SOF-003', 'IK-2-VEL', '20260001', '123', '7', 'SOFA-12345-3-V', 'AB1234CD', 'x y/z_100%', 'AL-CUR-0001234']) {
      expect(scanned(sku), sku).toBe(sku);
    }
  });

  it('packs runs of digits two to a symbol, and ends with its check symbol and the stop', () => {
    // Start C, 20 26 00 01, check, stop: four data symbols for eight digits.
    const values = code128Values('20260001');
    expect(values).toHaveLength(7);
    expect(values[0]).toBe(105);
    expect(values.at(-1)).toBe(106);
    expect(code128Values('AB')).toEqual([104, 33, 34, (104 + 33 * 1 + 34 * 2) % 103, 106]);
  });

  it('draws eleven modules a symbol and thirteen for the stop, a bar first and last', () => {
    const widths = code128Widths('AL-SOF-003');
    const symbols = code128Values('AL-SOF-003').length;
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(11 * (symbols - 1) + 13);
    expect(widths.length % 2).toBe(1);
  });

  it('takes printable ASCII only', () => {
    expect(canEncodeCode128('AL-SOF-003')).toBe(true);
    expect(canEncodeCode128('')).toBe(false);
    expect(canEncodeCode128('Ọ̀ja-1')).toBe(false);
    expect(() => code128Values('naïve')).toThrow();
  });
});
