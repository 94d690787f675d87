'use client';
import { useRouter } from 'next/navigation';
import { Inbox } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListEmpty } from '@/components/admin/list-empty';
import { ListLink, ListPagination, ListSummary, listHref, useListNavigation } from '@/components/admin/list-controls';
import { LoadFailed } from '@/components/admin/load-failed';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { MessageFilter } from '@/lib/schemas/contact-admin';
import type { AdminMessagePage } from '@/server/contact/admin-messages';
import { MessageCard } from './message-card';

const PATH = '/admin/messages';

type ListState = { filter: MessageFilter; page: number };

const FILTERS: { value: MessageFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

function describe(data: AdminMessagePage | null) {
  const base = 'What customers wrote through the contact form, newest first.';
  if (!data) return base;
  const unread = data.unreadCount;
  return `${base} ${unread === 0 ? 'No unread messages.' : `${unread.toLocaleString('en-NG')} unread ${unread === 1 ? 'message' : 'messages'}.`}`;
}

/** The Messages screen: the contact-form inbox, all or unread, a page at a time. */
export function MessagesScreen({ data, state, siteName }: { data: AdminMessagePage | null; state: ListState; siteName: string }) {
  const router = useRouter();
  const { pending, navigate } = useListNavigation();
  const page = data?.page ?? state.page;
  const hrefFor = (change: Partial<ListState>) => listHref(PATH, { filter: state.filter === 'all' ? undefined : state.filter, page, ...change });

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Messages" description={describe(data)} />

      <div className="flex items-center gap-3">
        <nav aria-label="Show messages" className="inline-flex rounded-lg border border-border bg-card p-1">
          {FILTERS.map(({ value, label }) => {
            const current = state.filter === value;
            return (
              <ListLink
                key={value}
                href={listHref(PATH, { filter: value === 'all' ? undefined : value })}
                navigate={navigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors md:h-9',
                  current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-sand hover:text-foreground',
                )}
              >
                {label}
                {value === 'unread' && data && data.unreadCount > 0 ? (
                  <span className={cn('rounded-full px-1.5 text-xs tabular-nums', current ? 'bg-primary-foreground/20' : 'bg-sand text-foreground')}>
                    {data.unreadCount.toLocaleString('en-NG')}
                  </span>
                ) : null}
              </ListLink>
            );
          })}
        </nav>
        <span className="inline-flex w-5 justify-center" aria-live="polite">
          {pending ? <Spinner label="Loading messages" className="text-muted-foreground" /> : null}
        </span>
      </div>

      {data === null ? (
        <LoadFailed message="Failed to load messages" toastTitle="Error" />
      ) : data.total === 0 ? (
        <ListEmpty
          icon={Inbox}
          message={state.filter === 'unread' ? 'No unread messages' : 'No messages yet'}
          hint={state.filter === 'unread' ? 'Every message has been read.' : 'Messages sent through the contact form appear here.'}
          action={
            state.filter === 'unread' ? (
              <Button variant="subtle" size="sm" onClick={() => navigate(PATH)}>
                Show all messages
              </Button>
            ) : null
          }
        />
      ) : (
        <div className="flex flex-col gap-3">
          <ListSummary page={data.page} pageSize={data.pageSize} total={data.total} noun={['message', 'messages']} />
          <ul aria-label="Messages" aria-busy={pending} className={cn('flex flex-col gap-3 transition-opacity', pending && 'opacity-60')}>
            {data.rows.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} siteName={siteName} onChanged={() => router.refresh()} />
              </li>
            ))}
          </ul>
          <ListPagination page={data.page} pageCount={data.pageCount} hrefFor={(n) => hrefFor({ page: n })} navigate={navigate} />
        </div>
      )}
    </div>
  );
}
