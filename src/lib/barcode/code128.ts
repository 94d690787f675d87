// Code 128 (ISO/IEC 15417), the barcode of the variant labels (src/server/catalog/labels/): every
// printable ASCII character in code set B, and runs of four or more digits packed two to a symbol in
// code set C, so a SKU such as "AL-SOF-003" or "20260001" stays short enough to scan from a small label.
// The output is the bar and space widths in modules, starting with a bar; a label leaves ten modules of
// quiet zone on each side.

/** Each symbol's six widths (bar, space, bar, space, bar, space), eleven modules in all; 106 is the stop. */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const START_C = 105;
const CODE_B = 100; // in set C: switch to B
const CODE_C = 99; // in set B: switch to C
const STOP = 106;

export const QUIET_ZONE_MODULES = 10;

/** Whether `text` can be drawn: printable ASCII, 1 to 48 characters. */
export function canEncodeCode128(text: string) {
  return /^[\x20-\x7e]{1,48}$/.test(text);
}

/** The digits starting at `at`, counted up to the next character that is not one. */
function digitsFrom(text: string, at: number) {
  let end = at;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end += 1;
  return end - at;
}

/** The symbol values: start, data (set B, or set C for runs of digits), check symbol and stop. */
export function code128Values(text: string): number[] {
  if (!canEncodeCode128(text)) throw new Error('Code 128 labels take 1 to 48 printable ASCII characters');
  const values: number[] = [];
  // Set C pays when the text is all digits in pairs, or a run of at least four (six inside the text).
  const runWorthC = (at: number) => {
    const run = digitsFrom(text, at);
    const atEnd = at + run === text.length;
    return (at === 0 && atEnd && run >= 2 && run % 2 === 0) || run >= (at === 0 || atEnd ? 4 : 6);
  };
  let set: 'B' | 'C' = runWorthC(0) ? 'C' : 'B';
  values.push(set === 'C' ? START_C : START_B);
  let at = 0;
  while (at < text.length) {
    if (set === 'B' && runWorthC(at)) {
      // An odd run leaves its first digit in set B, so the rest pair up.
      if (digitsFrom(text, at) % 2 === 1) values.push(text.charCodeAt(at++) - 32);
      values.push(CODE_C);
      set = 'C';
    }
    if (set === 'C') {
      if (digitsFrom(text, at) >= 2) {
        values.push(Number(text.slice(at, at + 2)));
        at += 2;
        continue;
      }
      values.push(CODE_B);
      set = 'B';
    }
    values.push(text.charCodeAt(at++) - 32);
  }
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  return [...values, check, STOP];
}

/** The bar and space widths in modules, a bar first; the last bar is the stop's. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...PATTERNS[value]!].map(Number));
}
