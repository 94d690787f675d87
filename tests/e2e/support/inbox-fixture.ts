// Prepares a store's database for tests/e2e/inbox.spec.ts before that store starts (run with tsx
// --conditions=react-server, DATA_DIR pointing at a fresh folder): migrated, seeded without demo content,
// one piece on sale, the shop's WhatsApp number (the product page's WhatsApp button) and one conversation
// from the contact form, answered by email from the inbox (the embedded database takes one process at a
// time). Prints {email, productName, productId}.
import { randomUUID } from 'node:crypto';
import { closeDatabase, db, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { eq } from 'drizzle-orm';
import { conversationMessages, conversations, websiteSettings } from '@/server/db/schema';
import { seedDatabase } from '../../../seed';
import { runFixture } from './fixture-script';
import { newCategory, newProduct } from '../../helpers/factories';

runFixture(async () => {
  const handle = getDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: false });
  await newCategory('Inbox Sofas', { slug: 'sofas' }).catch(() => null);
  const product = await newProduct({ name: 'Ikoyi Velvet Sofa', priceKobo: 385_000_00 });
  await db.update(websiteSettings).set({ whatsappNumber: '+234 809 000 1122' }).where(eq(websiteSettings.id, 1));
  // The desktop and phone runs share the mail sink: each store's customer has an address of its own.
  const email = `tolu-${randomUUID().slice(0, 8)}@example.com`;
  const [conversation] = await db
    .insert(conversations)
    .values({ channel: 'email', email, name: 'Tolu Adebayo', unreadCount: 1, preview: 'Do you have a sofa in green velvet?' })
    .returning();
  await db.insert(conversationMessages).values({ conversationId: conversation!.id, direction: 'in', source: 'contact_form', body: 'Do you have a sofa in green velvet?' });
  await closeDatabase();
  return { email, productName: product.name, productId: product.id };
});
