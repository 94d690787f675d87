'use client';
import { useId } from 'react';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DISCOUNT_CODE_MAX } from '@/lib/schemas/checkout';
import { SHOWROOM_LIMITS } from '@/lib/schemas/showroom-sale';
import { SegmentedChoice } from '@/components/admin/segmented-choice';
import type { DiscountChoice } from './sale-state';

type Errors = Record<string, string | undefined>;

const KINDS = [
  { value: 'none', label: 'None' },
  { value: 'code', label: 'Code' },
  { value: 'manual', label: 'Manual discount' },
] as const;

function startOf(kind: DiscountChoice['kind']): DiscountChoice {
  if (kind === 'code') return { kind, code: '' };
  if (kind === 'manual') return { kind, amount: '', reason: '' };
  return { kind };
}

/** A discount code, as checkout takes it, or a manual discount within the role's limit, with its reason. */
export function DiscountSection({ discount, errors, onChange }: { discount: DiscountChoice; errors: Errors; onChange: (discount: DiscountChoice) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <SegmentedChoice legend="Discount" value={discount.kind} options={KINDS} onChange={(kind) => onChange(startOf(kind))} />
      {discount.kind === 'code' ? (
        <FormField inputId={`${id}-code`} label="Discount code" error={errors.discountCode}>
          <Input
            id={`${id}-code`}
            value={discount.code}
            onChange={(event) => onChange({ kind: 'code', code: event.target.value.toUpperCase() })}
            maxLength={DISCOUNT_CODE_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            {...fieldAria(`${id}-code`, { error: errors.discountCode })}
          />
        </FormField>
      ) : null}
      {discount.kind === 'manual' ? (
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField inputId={`${id}-amount`} label="Amount (₦)" error={errors['manualDiscount.amount']}>
            <Input
              id={`${id}-amount`}
              value={discount.amount}
              onChange={(event) => onChange({ ...discount, amount: event.target.value })}
              inputMode="decimal"
              autoComplete="off"
              placeholder="25,000"
              {...fieldAria(`${id}-amount`, { error: errors['manualDiscount.amount'] })}
            />
          </FormField>
          <FormField inputId={`${id}-reason`} label="Reason" error={errors['manualDiscount.reason']}>
            <Input
              id={`${id}-reason`}
              value={discount.reason}
              onChange={(event) => onChange({ ...discount, reason: event.target.value })}
              maxLength={SHOWROOM_LIMITS.reason}
              autoComplete="off"
              placeholder="Floor model, small scratch"
              {...fieldAria(`${id}-reason`, { error: errors['manualDiscount.reason'] })}
            />
          </FormField>
        </div>
      ) : null}
    </div>
  );
}
