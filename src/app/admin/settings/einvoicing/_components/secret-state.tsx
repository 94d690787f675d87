import { CircleAlert, CircleCheck } from 'lucide-react';

/** Whether a write-only value is stored: "Set" or "Not set", never the value. */
export function SecretState({ set }: { set: boolean }) {
  const Icon = set ? CircleCheck : CircleAlert;
  return (
    <span className={set ? 'inline-flex items-center gap-1 font-medium text-success' : 'inline-flex items-center gap-1 font-medium text-amber-800'}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {set ? 'Set' : 'Not set'}
    </span>
  );
}
