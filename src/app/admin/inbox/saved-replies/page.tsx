import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listSavedReplies } from '@/server/inbox/replies/saved-reply-values';
import { readSignReplies } from '@/server/inbox/replies/reply-signature';
import { SavedRepliesScreen } from './_components/saved-replies-screen';

export const metadata: Metadata = { title: 'Saved replies' };

export default async function SavedRepliesPage() {
  await requirePermissionPage('inbox.reply');
  const [replies, signReplies] = await Promise.all([listSavedReplies(), readSignReplies()]);
  return <SavedRepliesScreen replies={replies} signReplies={signReplies} />;
}
