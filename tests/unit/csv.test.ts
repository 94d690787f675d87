import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from '@/lib/csv';

// CSV cells as a spreadsheet must read them (RFC 4180) and never as formulas (CSV injection).

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Amaka Obi')).toBe('Amaka Obi');
    expect(csvCell('ORD-20260314-K7M2QX')).toBe('ORD-20260314-K7M2QX');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell('1090000.00')).toBe('1090000.00');
    expect(csvCell('Ọlájùmọ̀kẹ́ Ẹ̀dẹ́')).toBe('Ọlájùmọ̀kẹ́ Ẹ̀dẹ́');
  });

  it('writes null and undefined as an empty cell', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('12 Admiralty Way, Lekki')).toBe('"12 Admiralty Way, Lekki"');
    expect(csvCell('The "Ikoyi" sofa')).toBe('"The ""Ikoyi"" sofa"');
    expect(csvCell('12 Admiralty Way\nLagos')).toBe('"12 Admiralty Way\nLagos"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+2348031234567', "'+2348031234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['=cmd|\' /C calc\'!A0', "'=cmd|' /C calc'!A0"],
  ])('defuses a cell that starts like a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('defuses and quotes at once: a hostile link stays one plain text cell', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Tunde @ home')).toBe('Tunde @ home');
  });

  it('defuses negative numbers passed as numbers too: every cell goes through the same rule', () => {
    expect(csvCell(-5)).toBe("'-5");
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends the line with CRLF', () => {
    expect(csvRow(['ORD-1', 'Amaka, Obi', null, 45000.5, '=1'])).toBe(`ORD-1,"Amaka, Obi",,45000.5,'=1\r\n`);
    expect(csvRow([])).toBe('\r\n');
  });

  it('starts files with the UTF-8 byte order mark Excel needs', () => {
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
