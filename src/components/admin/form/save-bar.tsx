'use client';
import { useFormContext, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** The end of a settings form: 'Unsaved changes' while there are some, and its save button (spinning while it saves). */
export function SaveBar({ label, className }: { label: string; className?: string }) {
  const { isDirty, isSubmitting } = useFormState({ control: useFormContext().control });
  return (
    <div className={cn('flex items-center justify-end gap-3', className)}>
      <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
        {isDirty ? 'Unsaved changes' : ''}
      </p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {label}
      </Button>
    </div>
  );
}
