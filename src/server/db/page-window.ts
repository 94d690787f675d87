/**
 * Which page of a numbered back-office list to read. A page past the end (a bookmark, or the last row
 * just deleted) shows the last page; an empty list still has page 1.
 */
export function pageWindow(total: number, requested: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, pageSize, offset: (page - 1) * pageSize };
}
