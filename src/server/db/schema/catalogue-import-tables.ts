import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './auth-tables';
import { categories, products } from './catalog-tables';
import { productVariants } from './variant-tables';
import { sqlList } from './sql-list';
import { IMPORT_ORIGINS } from '@/lib/catalog-csv/read-catalogue-csv';

// A catalogue file moved in from another platform (docs/decisions/0055-catalogue-import.md): its
// products are written at once, and the pictures it names are fetched afterwards by the job queue, one
// row per picture, so the Products screen can show the progress and the failures can be fetched again.

export const IMPORT_PICTURE_STATES = ['waiting', 'fetched', 'failed'] as const;

export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    origin: text('origin', { enum: IMPORT_ORIGINS }).notNull(),
    importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('catalogue_imports_created_at_idx').on(t.createdAt), check('catalogue_imports_origin_check', sql`${t.origin} in ${sqlList(IMPORT_ORIGINS)}`)],
);

export const importPictures = pgTable(
  'import_pictures',
  {
    id: id(),
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A variant's own picture; null for the product's gallery. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The picture's place in the product's gallery (0 is the main picture); null for a variant's. */
    position: integer('position'),
    /** Where the file says the picture is. */
    url: text('url').notNull(),
    /** The file's row that names it, for the failures list. */
    row: integer('row').notNull(),
    state: text('state', { enum: IMPORT_PICTURE_STATES }).notNull().default('waiting'),
    /** Why it could not be fetched, in plain English. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_pictures_import_state_idx').on(t.importId, t.state),
    index('import_pictures_product_idx').on(t.productId),
    check('import_pictures_state_check', sql`${t.state} in ${sqlList(IMPORT_PICTURE_STATES)}`),
  ],
);

/** What the admin decided, in an import's preview, for a category a file of this origin names and the shop lacked. */
export const importCategoryChoices = pgTable(
  'import_category_choices',
  {
    origin: text('origin', { enum: IMPORT_ORIGINS }).notNull(),
    /** The file's name or path for it, lower-cased ("home & garden > outdoor"); '' for products that name none. */
    fileCategory: text('file_category').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.origin, t.fileCategory] })],
);
