'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Plus, X } from 'lucide-react';
import { useAction } from '@/components/use-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CONVERSATION_STATE_LABELS, CONVERSATION_STATES, DEFAULT_CONVERSATION_LABELS, type ConversationState } from '@/lib/inbox/conversations';
import { LABEL_MAX } from '@/lib/schemas/inbox';
import { assignConversationAction, setConversationLabelsAction, setConversationStateAction } from '@/server/inbox/replies/actions/manage-conversation';
import type { ConversationView } from '@/server/inbox/reads/conversation-reads';
import type { ActionResult } from '@/server/action';

// A conversation's state, assignee and labels (docs/decisions/0081-one-inbox.md): each change is saved at
// once by its action (inbox.reply, in Activity) and the screen reloads; a role that only reads sees them.

type Props = { conversation: ConversationView; team: { id: string; name: string }[]; canReply: boolean };

export function ConversationControls({ conversation, team, canReply }: Props) {
  const router = useRouter();
  const { run, pending } = useAction(toast);
  const id = useId();
  const [custom, setCustom] = useState('');
  const labels = conversation.labels;
  const offered = [...new Set([...DEFAULT_CONVERSATION_LABELS, ...labels])];
  const disabled = !canReply || pending;

  async function save<Input>(action: (input: Input) => Promise<ActionResult<null>>, input: Input, success: string) {
    const answer = await run(action, input, { success, refused: 'Not saved', failed: 'Could not save the change.' });
    if (answer.ok) router.refresh();
  }

  const setLabels = (next: string[]) => save(setConversationLabelsAction, { conversationId: conversation.id, labels: next }, 'Labels saved');

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Conversation
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-state`} className="text-xs font-medium text-muted-foreground">
          State
        </label>
        <NativeSelect
          id={`${id}-state`}
          value={conversation.state}
          disabled={disabled}
          onChange={(event) => save(setConversationStateAction, { conversationId: conversation.id, state: event.target.value as ConversationState }, 'State saved')}
        >
          {CONVERSATION_STATES.map((state) => (
            <option key={state} value={state}>
              {CONVERSATION_STATE_LABELS[state]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-assignee`} className="text-xs font-medium text-muted-foreground">
          Assigned to
        </label>
        <NativeSelect
          id={`${id}-assignee`}
          value={conversation.assigneeId ?? ''}
          disabled={disabled}
          onChange={(event) => save(assignConversationAction, { conversationId: conversation.id, assigneeId: event.target.value }, 'Assignee saved')}
        >
          <option value="">Nobody</option>
          {team.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-1.5 text-xs font-medium text-muted-foreground">Labels</legend>
        <div className="flex flex-wrap gap-1.5">
          {offered.map((label) => {
            const on = labels.includes(label);
            return (
              <Button key={label} type="button" size="sm" variant={on ? 'primary' : 'outline'} aria-pressed={on} onClick={() => setLabels(on ? labels.filter((l) => l !== label) : [...labels, label])}>
                {on ? <X aria-hidden="true" /> : null}
                {label}
              </Button>
            );
          })}
        </div>
        <div className="flex gap-2">
          <label htmlFor={`${id}-custom`} className="sr-only">
            A label of your own
          </label>
          <Input
            id={`${id}-custom`}
            value={custom}
            maxLength={LABEL_MAX}
            placeholder="A label of your own"
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.nativeEvent.isComposing || !custom.trim()) return;
              event.preventDefault();
              void setLabels([...labels, custom]).then(() => setCustom(''));
            }}
          />
          <Button type="button" variant="outline" size="sm" disabled={!custom.trim()} onClick={() => void setLabels([...labels, custom]).then(() => setCustom(''))}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
