/** Where to go after signing in: a same-site path from ?next=, else / (never //evil.example). */
export function safeNextPath(next: string | null | undefined) {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
