'use client';
import Link from 'next/link';
import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The end of a list row: the row's own buttons (`children`), Edit (a button, or a link to an
 * edit page) and Delete with the 'Are you sure?' confirmation. Icon buttons named for the row:
 * 'Edit Iroko Side Table', 'Delete Iroko Side Table'. `className` sizes the buttons on wider screens;
 * `tight` leaves out the gap between them, for a table that needs every pixel.
 */
export function RowActions({
  name,
  onEdit,
  editHref,
  deleteLabel = `Delete ${name}`,
  deleteDescription,
  onDelete,
  className,
  tight = false,
  children,
}: {
  name: string;
  onEdit?: () => void;
  editHref?: string;
  deleteLabel?: string;
  deleteDescription: string;
  onDelete: () => Promise<unknown>;
  className?: string;
  tight?: boolean;
  children?: React.ReactNode;
}) {
  const edit = <Pencil aria-hidden="true" />;
  return (
    <div className={cn('flex justify-end', !tight && 'gap-1')}>
      {children}
      {editHref ? (
        <Button asChild variant="ghost" size="icon" className={className}>
          <Link href={editHref} aria-label={`Edit ${name}`}>
            {edit}
          </Link>
        </Button>
      ) : onEdit ? (
        <Button variant="ghost" size="icon" className={className} aria-label={`Edit ${name}`} onClick={onEdit}>
          {edit}
        </Button>
      ) : null}
      <ConfirmDelete
        description={deleteDescription}
        onConfirm={onDelete}
        trigger={
          <Button variant="ghost" size="icon" aria-label={deleteLabel} className={cn('text-destructive hover:bg-destructive/10', className)}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </div>
  );
}
