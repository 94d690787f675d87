'use client';
import { useState } from 'react';
import { RefreshCw, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { ToneBadge } from '@/components/tone-badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAction } from '@/components/use-action';
import { formatDateTime } from '@/lib/dates';
import { EVENT_LABELS } from '@/lib/messaging/message-events';
import type { TemplateState } from '@/lib/messaging/message-states';
import type { StatusTone } from '@/lib/order-status';
import { submitTemplatesAction, syncTemplatesAction } from '@/server/messaging/actions/whatsapp-templates';
import type { TemplateView } from '@/server/messaging/template-sync';

const STATES: Record<TemplateState, { label: string; tone: StatusTone }> = {
  not_submitted: { label: 'Not submitted', tone: 'grey' },
  pending: { label: 'Pending review', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  paused: { label: 'Paused', tone: 'purple' },
  disabled: { label: 'Disabled', tone: 'red' },
};

/**
 * The shop's WhatsApp templates and their state at Meta. An update whose template is not approved goes by
 * SMS or email, and its order says so. Submitting and syncing ask Meta with the saved access.
 */
export function TemplatesCard({ templates: initial, canAsk }: { templates: TemplateView[]; canAsk: boolean }) {
  const [templates, setTemplates] = useState(initial);
  const { run, pending } = useAction(toast);

  async function submit() {
    const result = await run(submitTemplatesAction, {}, {
      failed: 'The templates could not be submitted.',
      refused: 'The templates were not submitted',
      success: ({ data }) => ({
        title: data.submitted.length > 0 ? `${data.submitted.length} submitted for review` : 'Nothing to submit',
        description: data.refused.length > 0 ? data.refused.map(({ name, error }) => `${name}: ${error}`).join(' ') : 'Meta reviews each; the states update here.',
      }),
    });
    if (result.ok) setTemplates(result.data.templates);
  }

  async function sync() {
    const result = await run(syncTemplatesAction, {}, { failed: 'The template states could not be read.', refused: 'The states were not read', success: 'Template states read from WhatsApp' });
    if (result.ok) setTemplates(result.data);
  }

  return (
    <SettingsCard title="WhatsApp templates" description="One per update, in English. WhatsApp carries an update outside a conversation only with an approved template; until then it goes by SMS or email.">
      <ul aria-label="WhatsApp templates" className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {templates.map((template) => {
          const state = STATES[template.state];
          return (
            <li key={template.name} className="flex flex-col gap-1 px-4 py-3 text-sm" data-testid="template-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {EVENT_LABELS[template.event]}
                  {template.category === 'MARKETING' ? <span className="font-normal text-muted-foreground"> · marketing</span> : null}
                </span>
                <ToneBadge tone={state.tone} srPrefix="State:">
                  {state.label}
                </ToneBadge>
              </div>
              <p className="font-mono text-xs break-all text-muted-foreground">{template.name}</p>
              {template.reason ? <p className="text-xs text-destructive">Reason: {template.reason}</p> : null}
              {template.updatedAt ? <p className="text-xs text-muted-foreground">As of {formatDateTime(template.updatedAt)}</p> : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="subtle" disabled={!canAsk || pending} onClick={() => void submit()}>
          {pending ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
          Submit templates
        </Button>
        <Button type="button" variant="subtle" disabled={!canAsk || pending} onClick={() => void sync()}>
          {pending ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
          Sync states
        </Button>
      </div>
      {canAsk ? null : <p className="text-xs text-muted-foreground">Save WhatsApp switched on first.</p>}
    </SettingsCard>
  );
}
