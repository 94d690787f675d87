'use client';
import Link from 'next/link';
import { Inbox, MessageSquareQuote } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListEmpty } from '@/components/admin/list-empty';
import { ListFilter, ListToolbar } from '@/components/admin/list/list-toolbar';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { CONVERSATION_CHANNEL_LABELS, CONVERSATION_CHANNELS, CONVERSATION_STATE_LABELS, CONVERSATION_STATES } from '@/lib/inbox/conversations';
import { INBOX_ASSIGNEE_FILTERS, INBOX_SEARCH_MAX, type InboxAssigneeFilter, type InboxListParams } from '@/lib/schemas/inbox';
import type { InboxPage, InboxRow } from '@/server/inbox/reads/admin-inbox-reads';

/** The URL's state; `after` is left out of every link but Older's: a new search or filter starts at the newest. */
type ListState = InboxListParams;

/** The inbox: every conversation, the newest message first, searched and filtered in the URL; a phone reads it as a list, then one conversation. */
export function InboxScreen({ page, state, labels }: { page: InboxPage; state: ListState; labels: string[] }) {
  const list = useAdminList(page.rows, { path: '/admin/inbox', state });
  const filtered = Boolean(state.q || state.state || state.assignee || state.channel || state.label);
  const labelOptions = [...new Set([...labels, ...(state.label ? [state.label] : [])])];

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Inbox"
        description="WhatsApp chats, contact-form messages and questions about pieces, one conversation per person."
        actions={
          <Link href="/admin/inbox/saved-replies" className={buttonVariants({ variant: 'outline' })}>
            <MessageSquareQuote aria-hidden="true" />
            Saved replies
          </Link>
        }
      />
      <ListToolbar list={list} q={state.q} label="Search by name, number, order number or message" placeholder="Search conversations..." maxLength={INBOX_SEARCH_MAX} pendingLabel="Loading conversations">
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <ListFilter
            label="State"
            value={state.state}
            allLabel="All states"
            options={CONVERSATION_STATES.map((value) => ({ value, label: CONVERSATION_STATE_LABELS[value] }))}
            onChange={(value) => list.go({ state: value })}
          />
          <ListFilter
            label="Assignee"
            value={state.assignee}
            allLabel="Anyone"
            options={(Object.keys(INBOX_ASSIGNEE_FILTERS) as InboxAssigneeFilter[]).map((value) => ({ value, label: INBOX_ASSIGNEE_FILTERS[value] }))}
            onChange={(value) => list.go({ assignee: value })}
          />
          <ListFilter label="Label" value={state.label} allLabel="All labels" options={labelOptions.map((value) => ({ value, label: value }))} onChange={(value) => list.go({ label: value })} />
          <ListFilter
            label="Channel"
            value={state.channel}
            allLabel="All channels"
            options={CONVERSATION_CHANNELS.map((value) => ({ value, label: CONVERSATION_CHANNEL_LABELS[value] }))}
            onChange={(value) => list.go({ channel: value })}
          />
        </div>
      </ListToolbar>
      {list.visible.length === 0 ? (
        <ListEmpty icon={Inbox} message="No conversations" hint={filtered ? 'No conversation matches this search and these filters.' : 'Messages on WhatsApp, from the contact form and about pieces appear here.'} />
      ) : (
        <ul aria-label="Conversations" className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
          {list.visible.map((row) => (
            <ConversationRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      {page.next ? (
        <Link href={list.href({ after: page.next })} className={cn(buttonVariants({ variant: 'outline' }), 'self-center')}>
          Older conversations
        </Link>
      ) : null}
    </div>
  );
}

function ConversationRow({ row }: { row: InboxRow }) {
  const who = row.name || row.phone || row.email || 'Unknown';
  return (
    <li>
      <Link href={`/admin/inbox/${row.id}`} className="flex flex-col gap-1.5 px-4 py-3 hover:bg-sand/50 focus-visible:bg-sand/50">
        <div className="flex items-baseline gap-2">
          <span className={cn('truncate', row.unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{who}</span>
          {row.name ? <span className="truncate text-xs text-muted-foreground">{row.phone ?? row.email}</span> : null}
          <time className="ml-auto shrink-0 text-xs text-muted-foreground" dateTime={row.lastMessageAt.toISOString()}>
            {formatDateTime(row.lastMessageAt)}
          </time>
        </div>
        <p className="truncate text-sm text-muted-foreground">{row.preview || '—'}</p>
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <Badge variant="outline">{CONVERSATION_CHANNEL_LABELS[row.channel]}</Badge>
          <Badge variant={row.state === 'open' ? 'indigo' : 'secondary'}>{CONVERSATION_STATE_LABELS[row.state]}</Badge>
          {row.labels.map((label) => (
            <Badge key={label} variant="secondary">
              {label}
            </Badge>
          ))}
          <span className="text-muted-foreground">{row.assigneeName ? `Assigned to ${row.assigneeName}` : 'Nobody assigned'}</span>
          {row.replyingName ? <span className="text-accent">{row.replyingName} is replying…</span> : null}
          {row.unreadCount > 0 ? (
            <Badge variant="accent" className="ml-auto">
              {row.unreadCount} unread
            </Badge>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
