import type { DiscountStatus } from '@/lib/schemas/discount';

// A code's state as the back office shows it; the list's filter (src/server/discounts/admin-discount-reads.ts)
// means the same words.

export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus | 'used_up', string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  ended: 'Ended',
  off: 'Switched off',
  used_up: 'Used up',
};

type CodeState = { active: boolean; startsAt: Date | null; endsAt: Date | null; usageLimit: number | null; usesCount: number };

export function discountStatus(code: CodeState, now = new Date()): DiscountStatus | 'used_up' {
  if (!code.active) return 'off';
  if (code.endsAt && code.endsAt <= now) return 'ended';
  if (code.usageLimit !== null && code.usesCount >= code.usageLimit) return 'used_up';
  if (code.startsAt && code.startsAt > now) return 'scheduled';
  return 'active';
}
