// URL slugs for categories (and later blog posts): lowercase letters, digits and single
// hyphens, the same shape the database's slug CHECK constraints accept.

/** The slug shape the database accepts: `dining-chairs`, `sofas`, `2-seater`. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * 'Dining Chairs' -> 'dining-chairs'. Lowercases, turns each run of whitespace into one
 * hyphen, drops every other character outside a-z, 0-9 and '-', collapses repeated hyphens
 * and trims them from both ends. Accented letters lose their accents first ('Café' -> 'cafe'),
 * so they are kept rather than dropped. May return '' (a name with no Latin letters or digits).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, or `base-2`, `base-3`, … : the first candidate not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A refusal tied to a form's slug field (a slug already taken), carried in an action's `details`. */
export type SlugRefusal = { fieldErrors: { slug: string[] } };
