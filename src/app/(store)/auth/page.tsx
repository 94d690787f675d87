import type { Metadata } from 'next';
import { AuthForm } from '@/components/store/auth-form';
import { safeNextPath } from '@/lib/safe-next-path';
import { redirectIfSignedIn } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Sign In' };

export default async function AuthPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  // Someone already signed in is sent to / (spec, "Auth").
  await redirectIfSignedIn();
  const { next } = await searchParams;
  return (
    <section className="container-page flex justify-center py-12 md:py-20">
      <AuthForm redirectTo={safeNextPath(typeof next === 'string' ? next : null)} />
    </section>
  );
}
