import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import type { ProductQuestion } from '@/lib/schemas/product-question';
import { recordFormMessage } from './record-form-message';

// A question asked on a product page, into the inbox with the piece it is about (docs/decisions/0081-one-inbox.md).

/** Adds the question; null when the piece is unknown or not on sale (nothing is stored). */
export async function submitProductQuestion(input: ProductQuestion): Promise<{ conversationId: string } | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.status, 'active')));
    if (!product) return null;
    const conversationId = await recordFormMessage(tx, { source: 'product_question', name: input.name, email: input.email, phone: input.phone, body: input.question, product });
    return { conversationId };
  });
}
