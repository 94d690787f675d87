import 'server-only';
import { count, desc, isNull } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { ADMIN_MESSAGES_PAGE_SIZE, type AdminMessageListParams } from '@/lib/schemas/contact-admin';
import { requirePermission } from '@/server/auth/permissions';
import { pageWindow } from '@/server/db/page-window';

// The back office's read of the contact-form inbox (Messages): newest first, all or only the
// unread ones, a page at a time. Each export checks the caller is an admin.

export type AdminMessageRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  readAt: Date | null;
  createdAt: Date;
};

export type AdminMessagePage = {
  rows: AdminMessageRow[];
  total: number;
  /** Unread messages in the whole inbox, whatever the filter. */
  unreadCount: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

export async function listAdminMessages(params: AdminMessageListParams): Promise<AdminMessagePage> {
  await requirePermission('messages.manage');
  const unread = isNull(contactMessages.readAt);
  const where = params.filter === 'unread' ? unread : undefined;

  const [[{ total } = { total: 0 }], [{ unreadCount } = { unreadCount: 0 }]] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ unreadCount: count() }).from(contactMessages).where(unread),
  ]);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ADMIN_MESSAGES_PAGE_SIZE);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      message: contactMessages.message,
      readAt: contactMessages.readAt,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, unreadCount, page, pageCount, pageSize };
}
