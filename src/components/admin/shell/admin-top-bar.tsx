'use client';
import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { Menu } from 'lucide-react';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { AdminSidebar, type AdminIdentity } from './admin-sidebar';
import { currentScreenLabel } from './nav-items';
import { ShellLink } from './sell-camera-edge';

/** Phones and tablets: a top bar whose menu button opens the sidebar in a sheet. */
export function AdminTopBar({ admin }: { admin: AdminIdentity }) {
  const [open, setOpen] = useState(false);
  const screen = currentScreenLabel(usePathname());

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-card/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-card/85 sm:px-4 lg:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger className="inline-flex size-11 items-center justify-center rounded-lg text-foreground transition-colors hover:bg-sand">
          <Menu aria-hidden="true" className="size-5" />
          <span className="sr-only">Open menu</span>
        </SheetTrigger>
        <SheetContent side="left" className="w-[85%] max-w-xs gap-0 bg-card p-0" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Admin menu</SheetTitle>
          <AdminSidebar admin={admin} onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
      <ShellLink href="/admin" className="font-display text-lg leading-none font-semibold tracking-tight">
        Adire Living
      </ShellLink>
      {screen ? (
        <span className="ml-auto truncate pr-2 text-sm font-medium text-muted-foreground">{screen}</span>
      ) : null}
    </header>
  );
}
