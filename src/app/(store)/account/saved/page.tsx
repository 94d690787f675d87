import type { Metadata } from 'next';
import { SavedPieces } from '@/app/(store)/account/saved/_components/saved-pieces';
import { requireUserPage } from '@/server/auth/session';
import { listSavedPieces } from '@/server/saved/saved-pieces';

export const metadata: Metadata = { title: 'Saved pieces', robots: { index: false, follow: false } };

export default async function AccountSavedPage() {
  const user = await requireUserPage('/account/saved');
  return <SavedPieces pieces={await listSavedPieces(user.id)} />;
}
