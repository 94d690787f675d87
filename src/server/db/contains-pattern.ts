import 'server-only';

/**
 * A visitor's or admin's text as a LIKE / ILIKE pattern that matches it literally anywhere:
 * `%`, `_` and `\` they type are escaped, so "50%" finds "50%", not everything after "50".
 */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
