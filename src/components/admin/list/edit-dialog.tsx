'use client';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The add/edit dialog of a list screen: opened empty for a new record (`add`) or on one of the
 * list's (`edit`). Closing keeps the record, so the dialog does not change while it animates out.
 */
export function useEditDialog<Item>() {
  const [state, setState] = useState<{ open: boolean; item: Item | null }>({ open: false, item: null });
  return {
    open: state.open,
    item: state.item,
    add: () => setState({ open: true, item: null }),
    edit: (item: Item) => setState({ open: true, item }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}

/** The screen's button for a new record, in its page header ('Add FAQ', 'Create Code'). */
export function AddButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
