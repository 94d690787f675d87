import 'server-only';
import { type ImportedItem, isRowProblem } from '@/lib/catalog-csv/imported-product';
import { ownPicture } from './picture-addresses';
import { type ProductDraft, productDraft } from './product-draft';
import { bareHost, type HostProblem, hostProblem } from './public-address';

// The picture hosts a catalogue file names, looked up before its plan runs (docs/decisions/0055-catalogue-import.md,
// "Amendment: picture hosts"): the import plans inside its transaction, and PGlite has one connection, so a
// lookup there would make every other request of the shop wait for someone else's DNS server. All of a
// file's hosts are asked at once, each within HOST_LOOKUP_MS; past MAX_PICTURE_HOSTS none is asked.

/** Different hosts one file's pictures may come from: a shop's export names one or two (its CDN). */
export const MAX_PICTURE_HOSTS = 50;

/** Each host of the file's first MAX_PICTURE_HOSTS and its problem (null: pictures may be fetched from it). */
export type PictureHosts = ReadonlyMap<string, HostProblem | null>;

export const hostOf = (url: string) => bareHost(new URL(url)).toLowerCase();

/** The refusal of a picture whose host is past the cap. */
export const tooManyHostsMessage = (url: string) =>
  `The picture ${url} cannot be fetched: the file names pictures on more than ${MAX_PICTURE_HOSTS} different hosts, the most one import looks up. Import the products with pictures elsewhere in another file`;

export async function pictureHostsOf(items: AsyncIterable<ImportedItem>): Promise<PictureHosts> {
  const lookups = new Map<string, Promise<HostProblem | null>>();
  for await (const item of items) {
    if (isRowProblem(item)) continue;
    for (const [, url] of pictureAddresses(productDraft(item, null, null))) {
      const host = hostOf(url);
      if (lookups.size < MAX_PICTURE_HOSTS && !lookups.has(host)) lookups.set(host, hostProblem(host));
    }
  }
  const problems = await Promise.all(lookups.values());
  return new Map([...lookups.keys()].map((host, at) => [host, problems[at]!]));
}

/** The external pictures the import would fetch (own files are not fetched), with the row that names each. */
export function pictureAddresses(draft: ProductDraft): [number, string][] {
  const external = (url: string) => ownPicture(url) === null;
  return [
    ...draft.pictures.filter(external).map((url) => [draft.row, url] as [number, string]),
    ...draft.variants.flatMap((variant) => (variant.imageUrl && external(variant.imageUrl) ? [[variant.row, variant.imageUrl] as [number, string]] : [])),
  ];
}
