import Link from 'next/link';
import { AlertTriangle, ArrowRight } from 'lucide-react';

/**
 * Meta refused the shop's WhatsApp access token (src/server/messaging/token-alert.ts): updates wait, none
 * lost, until an owner enters a new one. Shown to the owners only when it happened; opens Settings → Messaging.
 */
export function MessagingAlertCard({ alert }: { alert: string | null }) {
  if (!alert) return null;
  return (
    <Link
      href="/admin/settings/messaging"
      role="alert"
      className="group flex items-center gap-4 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 shadow-soft transition-colors hover:border-red-500 sm:p-6"
      data-testid="messaging-alert-card"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-800">
        <AlertTriangle aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-semibold">WhatsApp messages are not going out</span>
        <span className="text-xs break-words">{alert}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
