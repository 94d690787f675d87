// The bench's table: one row per measure; a row with a budget passes or fails, and the
// bench exits non-zero when any budget is missed, so a regression cannot go unnoticed.

type Row = { what: string; value: string; target: string; ok: boolean | null };

const rows: Row[] = [];

/** A measure without a budget (context for the rows around it). */
export function note(what: string, value: string) {
  rows.push({ what, value, target: '', ok: null });
  console.log(`  ${what}: ${value}`);
}

/** A measure with a budget: `ok` says whether it is met. */
export function budget(what: string, value: string, target: string, ok: boolean) {
  rows.push({ what, value, target, ok });
  console.log(`  ${ok ? '✓' : '✗'} ${what}: ${value} (${target})`);
}

export function markdownTable(header: string[], body: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Prints every row and returns how many budgets were missed. */
export function printReport() {
  const body = rows.map((r) => [r.what, r.value, r.target, r.ok === null ? '' : r.ok ? 'ok' : 'MISSED']);
  console.log(`\n${markdownTable(['measure', 'result', 'target', ''], body)}`);
  return rows.filter((r) => r.ok === false).length;
}
