'use client';
import { useId } from 'react';
import { clsx } from 'clsx';

/**
 * One native radio of a checkout choice (delivery, payment), drawn as a card: the title is the
 * radio's name, the detail describes it. Radios sharing a name are one Tab stop; arrows move.
 */
export function ChoiceOption<Value extends string>({
  name,
  value,
  checked,
  onChange,
  icon,
  title,
  detail,
}: {
  name: string;
  value: Value;
  checked: boolean;
  onChange: (value: Value) => void;
  icon: React.ReactNode;
  title: string;
  detail: string;
}) {
  const detailId = useId();
  return (
    <label
      className={clsx(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-foreground bg-sand/60' : 'border-border hover:border-foreground/40',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={detailId}
        className="mt-1 size-4 shrink-0 accent-foreground"
      />
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <span className="flex flex-col gap-0.5">
        <span className="font-medium">{title}</span>
        {/* Out of the radio's name (it only describes it), so the name stays short. */}
        <span id={detailId} aria-hidden="true" className="text-sm text-muted-foreground">
          {detail}
        </span>
      </span>
    </label>
  );
}
