/** A list's state as it stands in its URL: search text, filters, sort and page. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

/**
 * `/admin/x?q=..&page=..` for a list's state. What the server would assume anyway is left out
 * (empty values, false, page 1, and each value equal to its default), so a link to the plain
 * view stays `/admin/x` and two links to one view are the same text. `true` is written `1`.
 */
export function listHref(path: string, params: ListParams, defaults: ListParams = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || value === false) continue;
    if (key === 'page' && Number(value) <= 1) continue;
    if (defaults[key] === value) continue;
    query.set(key, value === true ? '1' : String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
