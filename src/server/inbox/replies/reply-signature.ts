import 'server-only';
import { db, type Database, type Transaction } from '@/server/db/client';
import { inboxSettings } from '@/server/db/schema';

// A reply names its writer in the back office always (conversation_messages.staff_id), and to the customer
// only when the shop signs its replies (the saved replies screen's setting; docs/decisions/0081-one-inbox.md).

export async function readSignReplies(database: Database | Transaction = db): Promise<boolean> {
  const [row] = await database.select({ signReplies: inboxSettings.signReplies }).from(inboxSettings);
  return row?.signReplies ?? false;
}

/** The text the customer gets: signed with the first name when the shop signs replies. */
export async function signedBody(body: string, staff: { name: string }, database: Database | Transaction = db): Promise<string> {
  if (!(await readSignReplies(database))) return body;
  const firstName = staff.name.trim().split(/\s+/)[0];
  return firstName ? `${body}\n\n${firstName}` : body;
}
