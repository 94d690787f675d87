import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PageIntro } from '@/components/store/content/page-intro';
import AskAboutPieceForm from '@/app/(store)/product/[id]/_components/ask-about-piece-form';
import { getProductPageData } from '@/server/catalog/product-page-reads';

// "Ask about this piece" (docs/decisions/0081-one-inbox.md): a question that lands in the shop's inbox
// with the piece named. It has a page of its own, linked from the product page like "Request a custom
// version": the product page is at its first-load script budget (docs/benchmarks.md), and a link costs
// it nothing.

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const product = await getProductPageData((await params).id).catch(() => null);
  return { title: product ? `Ask about the ${product.name}` : 'Product not found', robots: { index: false } };
}

export default async function AskAboutPiecePage({ params }: Props) {
  await connection();
  const product = await getProductPageData((await params).id);
  if (!product) notFound();
  return (
    <>
      <PageIntro eyebrow="Ask about this piece" title={product.name} text="Sizes, fabrics, colours, delivery to your city: our design team answers by email, or on WhatsApp if you give your number." />
      <div className="container-page flex max-w-2xl flex-col gap-6 py-10 md:py-14">
        <Link href={`/product/${product.id}`} className="inline-flex min-h-11 items-center self-start text-sm font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground">
          Back to the {product.name}
        </Link>
        <AskAboutPieceForm productId={product.id} name={product.name} />
      </div>
    </>
  );
}
