import { z } from 'zod';
import { staffOrRefusal } from '@/server/auth/permissions';
import { readInboxPulse, type InboxPulse } from '@/server/inbox/reads/admin-inbox-reads';
import { readConversationPulse } from '@/server/inbox/reads/conversation-reads';

// GET /admin/inbox/pulse?conversation=<id>: what every back-office tab polls every 3 seconds
// (src/components/admin/inbox/inbox-pulse.tsx): the menu's unread total, and a version of the inbox (and
// of the open conversation) that changes with any message, delivery state, control or "is replying".
// A route, not a server action: the router runs server actions one at a time, so a poll from every admin
// page would hold up the staff member's own saves and navigations behind it.

export type InboxPulseAnswer = InboxPulse & { conversation: string | null };

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const conversationSchema = z.uuid();

export async function GET(request: Request) {
  const staff = await staffOrRefusal(request, 'inbox.read', (message, status) => json({ error: message }, status));
  if (staff instanceof Response) return staff;
  const asked = new URL(request.url).searchParams.get('conversation');
  const conversationId = asked === null ? null : conversationSchema.safeParse(asked).data ?? null;
  const [pulse, conversation] = await Promise.all([readInboxPulse(), conversationId ? readConversationPulse(conversationId) : null]);
  return json({ ...pulse, conversation } satisfies InboxPulseAnswer);
}
