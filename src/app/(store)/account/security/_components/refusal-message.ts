'use client';
import { toast } from '@/components/store/toast';
import type { useRouter } from 'next/navigation';

/** A refusal from a server action (code 'signed-out') or from /api/auth (code 'UNAUTHORIZED'). */
type Refusal = { ok: false; code: string; error: string };

/**
 * What every Security form does with a refusal: a session that ended elsewhere goes to
 * sign-in (and back here afterwards); any other refusal is returned for the form to show.
 */
export function refusalMessage(result: Refusal | null, router: ReturnType<typeof useRouter>): string | null {
  if (!result) return 'Something went wrong. Please try again.';
  if (result.code === 'signed-out' || result.code === 'UNAUTHORIZED') {
    toast.error('Your session has ended. Please sign in again.');
    router.push('/auth?next=%2Faccount%2Fsecurity');
    return null;
  }
  return result.error;
}
