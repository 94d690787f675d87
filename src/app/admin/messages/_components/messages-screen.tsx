'use client';
import { Inbox } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListLink, ListResults } from '@/components/admin/list/list-results';
import { ListPending } from '@/components/admin/list/list-toolbar';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { cn } from '@/lib/cn';
import type { MessageFilter } from '@/lib/schemas/contact-admin';
import type { AdminMessagePage } from '@/server/contact/admin-message-reads';
import { MessageCard } from './message-card';

type ListState = { filter: MessageFilter; page: number };

const FILTERS: { value: MessageFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

function describe(data: AdminMessagePage) {
  const base = 'What customers wrote through the contact form, newest first.';
  const unread = data.unreadCount;
  return `${base} ${unread === 0 ? 'No unread messages.' : `${unread.toLocaleString('en-NG')} unread ${unread === 1 ? 'message' : 'messages'}.`}`;
}

/** The Messages screen: the contact-form inbox, all or unread, a page at a time. */
export function MessagesScreen({ data, state, siteName }: { data: AdminMessagePage; state: ListState; siteName: string }) {
  const list = useAdminList(data.rows, { path: '/admin/messages', state, defaults: { filter: 'all' } });

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
                href={list.href({ filter: value, page: 1 })}
                navigate={list.navigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors md:h-9',
                  current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-sand hover:text-foreground',
                )}
              >
                {label}
                {value === 'unread' && data.unreadCount > 0 ? (
                  <span className={cn('rounded-full px-1.5 text-xs tabular-nums', current ? 'bg-primary-foreground/20' : 'bg-sand text-foreground')}>
                    {data.unreadCount.toLocaleString('en-NG')}
                  </span>
                ) : null}
              </ListLink>
            );
          })}
        </nav>
        <ListPending pending={list.pending} label="Loading messages" />
      </div>

      <ListResults
        list={list}
        page={data}
        noun={['message', 'messages']}
        empty={{
          icon: Inbox,
          message: state.filter === 'unread' ? 'No unread messages' : 'No messages yet',
          hint: state.filter === 'unread' ? 'Every message has been read.' : 'Messages sent through the contact form appear here.',
          clear: state.filter === 'unread' ? 'Show all messages' : undefined,
        }}
      >
        <ul aria-label="Messages" className="flex flex-col gap-3">
          {list.visible.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} siteName={siteName} onChanged={list.reload} />
            </li>
          ))}
        </ul>
      </ListResults>
    </div>
  );
}
