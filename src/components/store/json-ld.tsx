import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines, serialized so text from the database cannot close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
