'use client';
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; choose the receipt printer and its 80 mm paper there. */
export function PrintButton() {
  return (
    <Button onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      Print
    </Button>
  );
}
