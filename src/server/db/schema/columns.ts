import 'server-only';
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

// Shared column builders, so every table spells ids, timestamps and money the same way.

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money is an integer number of kobo (1 naira = 100 kobo), never a float. */
export const kobo = (name: string) => bigint(name, { mode: 'number' });
