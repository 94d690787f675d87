// A product's id is a UUID, written in any case (the database keeps it in lower case): checked before
// any query, and by the page cache to give a product page one spelling (scripts/lib/kept-page-url.ts).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProductId(id: string) {
  return UUID.test(id);
}
