'use client';
import Link from 'next/link';
import { LogOut, UserRound } from 'lucide-react';
import { useSessionSummary } from '@/lib/session-summary';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from './use-sign-out';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-foreground/6';

/** Desktop account control: a link to /auth when signed out, a menu when signed in. */
export function AccountMenu() {
  const { data: session } = useSessionSummary();
  const { signOut, pending } = useSignOut();

  if (!session) {
    return (
      <Link href="/auth" aria-label="Sign in to your account" className={iconButton}>
        <UserRound aria-hidden="true" className="size-[1.35rem]" strokeWidth={1.6} />
      </Link>
    );
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu" className="rounded-full">
          <UserRound aria-hidden="true" strokeWidth={1.6} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="truncate">Signed in as {session.user.name || session.user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/account">
            <UserRound aria-hidden="true" />
            My Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={pending} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
