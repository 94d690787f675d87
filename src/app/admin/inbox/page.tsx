import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listConversations, readInboxPulse } from '@/server/inbox/reads/admin-inbox-reads';
import { pulseVersion } from '@/lib/inbox/pulse-version';
import { InboxRendered } from '@/components/admin/inbox/inbox-pulse';
import { inboxListParamsSchema } from '@/lib/schemas/inbox';
import { DEFAULT_CONVERSATION_LABELS } from '@/lib/inbox/conversations';
import { InboxScreen } from './_components/inbox-screen';

export const metadata: Metadata = { title: 'Inbox' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AdminInboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePermissionPage('inbox.read');
  const params = inboxListParamsSchema.parse(await searchParams);
  // The version is read first: a change while the list is read makes the poll refresh it, never the reverse.
  const { changedAt } = await readInboxPulse();
  const page = await listConversations(params, staff.id);
  return (
    <>
      <InboxRendered version={pulseVersion(changedAt, null)} />
      <InboxScreen page={page} state={{ ...params, after: undefined }} labels={[...DEFAULT_CONVERSATION_LABELS]} />
    </>
  );
}
