import type { Parsed } from './cell-values';
import type { RowProblem } from './imported-product';

/** The problems that refuse one product, each with its row, gathered as its rows are read. */
export class ProblemList {
  private readonly problems: RowProblem[] = [];
  /** A cell that several rows rely on (a product's Stock its variations share) is told of once. */
  private readonly told = new Set<string>();

  constructor(private readonly handle: string | null) {}

  add(row: number, message: string): void {
    const key = `${row}\u0000${message}`;
    if (this.told.has(key)) return;
    this.told.add(key);
    this.problems.push({ row, handle: this.handle, message });
  }

  /** The value read, or undefined with its problem noted: the caller reads on, so every problem is told at once. */
  check<T>(row: number, parsed: Parsed<T>): T | undefined {
    if ('problem' in parsed) {
      this.add(row, parsed.problem);
      return undefined;
    }
    return parsed.value;
  }

  get isEmpty(): boolean {
    return this.problems.length === 0;
  }

  /** In row order (a product's rows can be far apart in the file). */
  inRowOrder(): RowProblem[] {
    return this.problems.toSorted((a, b) => a.row - b.row);
  }
}
