import { describe, expect, it } from 'vitest';
import { cleanLine, cleanMultiline, hasControlCharacter } from '@/lib/text';
import { multiLine, oneLine, searchParam } from '@/lib/schemas/fields';

// Text as it enters the shop is cleaned of control characters (src/lib/text.ts) by the shared
// field schemas (src/lib/schemas/fields.ts).

const CONTROLS = '\u0000\u0001\u0008\u000b\u000c\u000e\u001b\u001f\u007f\u0080\u0085\u009f';

describe('cleanLine', () => {
  it('drops NUL and every other C0 and C1 control, and turns a tab or line break into a space', () => {
    expect(cleanLine(`/e${CONTROLS}`)).toBe('/e');
    expect(cleanLine('Ada\tObi\r\nLagos\nNigeria')).toBe('Ada Obi  Lagos Nigeria');
  });

  it('leaves other text alone: accents, ₦, emoji, Yoruba tone marks', () => {
    expect(cleanLine('Ọlá’s ₦45,000 sofa 🛋️ — café')).toBe('Ọlá’s ₦45,000 sofa 🛋️ — café');
  });
});

describe('cleanMultiline', () => {
  it('keeps tabs and line breaks and drops every other control', () => {
    expect(cleanMultiline(`Line one\r\n\tLine two${CONTROLS}\nEnd`)).toBe('Line one\r\n\tLine two\nEnd');
  });
});

describe('hasControlCharacter', () => {
  it('finds any control, a line break included', () => {
    for (const character of [...CONTROLS, '\t', '\n', '\r']) expect(hasControlCharacter(`a${character}b`), JSON.stringify(character)).toBe(true);
    expect(hasControlCharacter('ada@example.com')).toBe(false);
  });
});

describe('the shared field schemas', () => {
  it('oneLine and multiLine clean before their other rules', () => {
    expect(oneLine().trim().min(1).parse(' \u0000Sofa\u0085 ')).toBe('Sofa');
    expect(oneLine().trim().min(1).safeParse('\u0000\u001b').success).toBe(false);
    expect(oneLine().max(4).parse('ab\u0000\u0000cd')).toBe('abcd');
    expect(multiLine().parse('First\u0000\nSecond')).toBe('First\nSecond');
  });

  it('searchParam reads a list search from the URL cleaned: its first value, trimmed', () => {
    expect(searchParam(100).parse([' ada\u0000 ', 'x'])).toBe('ada');
    expect(searchParam(3).parse('too long')).toBe('');
    expect(searchParam(100).parse(undefined)).toBe('');
  });
});
