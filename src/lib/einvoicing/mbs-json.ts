import { koboToNairaDecimal } from '@/lib/money';

// MBS reads amounts as decimal naira with two places (docs/decisions/0070-e-invoicing.md), while the
// shop counts whole kobo. An amount is put in an invoice as naira(kobo) and written by toMbsJson as a
// JSON number whose digits come from the kobo by integer arithmetic: 12345 kobo → 123.45, never a
// float that could print 123.45000000000002 or drop the trailing zero of 1.50.
//
// JSON.stringify cannot write a number's text itself (Node 20 has no JSON.rawJSON), so the replacer
// writes each amount as a string token carrying a random marker, and the marker and the quotes
// around it are then cut out of the text, leaving the digits.

// How many toMbsJson calls are writing now (JSON.stringify runs synchronously, so 0 or 1).
let writing = 0;

export class Naira {
  private constructor(readonly kobo: number) {}

  static ofKobo(kobo: number): Naira {
    if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
    return new Naira(kobo);
  }

  /** '123.45': the amount as MBS reads it. */
  get text(): string {
    return koboToNairaDecimal(this.kobo);
  }

  /** A plain JSON.stringify would write {"kobo":12345}, a hundred times the amount: refuse. */
  toJSON(): null {
    if (writing === 0) throw new TypeError('An invoice with naira amounts is written with toMbsJson, not JSON.stringify');
    // JSON.stringify asks this before the replacer, which reads the Naira itself from its holder.
    return null;
  }
}

/** An amount of `kobo` kobo, to be written as decimal naira. */
export const naira = (kobo: number): Naira => Naira.ofKobo(kobo);

/** `value` as JSON text, each Naira written as a number with exactly two decimals. */
export function toMbsJson(value: unknown, space?: number): string {
  const marker = `naira-${globalThis.crypto.randomUUID()}:`;
  function replacer(this: unknown, key: string, current: unknown) {
    // `current` has been through toJSON already; the holder still has the Naira itself.
    const original = (this as Record<string, unknown>)[key];
    if (original instanceof Naira) return marker + original.text;
    if (typeof current === 'string' && current.includes(marker)) throw new Error('A string in the invoice holds the amount marker');
    return current;
  }
  writing += 1;
  let text: string | undefined;
  try {
    text = JSON.stringify(value, replacer, space);
  } finally {
    writing -= 1;
  }
  if (text === undefined) throw new TypeError('Nothing to write: the value has no JSON form');
  return text.replace(new RegExp(`"${marker}(-?\\d+\\.\\d{2})"`, 'g'), '$1');
}
