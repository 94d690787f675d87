import { clsx } from 'clsx';
import { formatDateTime } from '@/lib/dates';
import type { OrderTimeline as Timeline, TimelineEvent } from '@/server/order-desk/order-timeline';

// An order's timeline as its buyer follows it (docs/product.md, "Following an order"), on My
// Account's order page and on /track: where it stands and what comes next, each stage with its
// date, note and workshop photos, the delivery window and its moves, the courier and what is
// owed. Drawn on the server: no script. `children` holds what the buyer may do after delivery.

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

export function OrderTimeline({ timeline, children, headingLevel = 3 }: { timeline: Timeline; children?: React.ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cancelled = timeline.status === 'cancelled';
  return (
    <section aria-labelledby="timeline-heading" className={clsx(card, 'flex flex-col gap-5')} data-testid="order-timeline">
      <div className="flex flex-col gap-1">
        <Heading id="timeline-heading" className="text-xl font-medium">
          Following your order
        </Heading>
        <p className="text-sm" data-testid="timeline-next-step">
          {timeline.nextStep}
        </p>
      </div>

      {cancelled ? null : (
        <ol aria-label="Stages" className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2">
          {timeline.steps.map((step) => (
            <li
              key={step.stage}
              aria-current={step.current ? 'step' : undefined}
              className={clsx(
                'flex flex-col gap-0.5 rounded-lg border px-3 py-2 text-sm',
                step.current ? 'border-foreground bg-foreground text-background' : step.reachedAt ? 'border-border bg-muted/50' : 'border-dashed border-border text-muted-foreground',
              )}
            >
              <span className="font-semibold">{step.label}</span>
              <span className={clsx('text-xs', step.current ? 'text-background/80' : 'text-muted-foreground')}>
                {step.reachedAt ? <time dateTime={step.reachedAt.toISOString()}>{formatDateTime(step.reachedAt)}</time> : 'Not yet'}
                {step.reachedAt ? <span className="sr-only"> (reached)</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {timeline.window ? (
          <Fact label={timeline.window.label} testId="timeline-window">
            {timeline.window.text}
          </Fact>
        ) : null}
        {timeline.courier ? (
          <Fact label="Out for delivery with" testId="timeline-courier">
            {timeline.courier.name}
            {timeline.courier.phone ? (
              <>
                {', '}
                <a href={`tel:${timeline.courier.phone.replace(/[^\d+]/g, '')}`} className="font-semibold underline decoration-brass underline-offset-4">
                  {timeline.courier.phone}
                </a>
              </>
            ) : null}
          </Fact>
        ) : null}
        {timeline.owed ? (
          <Fact label="Owed" testId="timeline-owed">
            {timeline.owed.text}
          </Fact>
        ) : null}
      </dl>

      {timeline.events.length > 0 ? (
        <ol aria-label="Updates" className="flex flex-col gap-4 border-l-2 border-border pl-4">
          {[...timeline.events].reverse().map((event) => (
            <Entry key={event.id} event={event} />
          ))}
        </ol>
      ) : null}

      {children}
    </section>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Entry({ event }: { event: TimelineEvent }) {
  return (
    <li className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold">{event.kind === 'stage' ? event.label : `${event.label}: ${event.text}`}</p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={event.at.toISOString()}>{formatDateTime(event.at)}</time>
      </p>
      {event.kind === 'stage' && event.note ? <p className="text-sm leading-relaxed whitespace-pre-line">{event.note}</p> : null}
      {event.kind === 'stage' && event.photos.length > 0 ? <TimelinePhotos photos={event.photos} label={`${event.label} photo`} /> : null}
    </li>
  );
}

export function TimelinePhotos({ photos, label }: { photos: string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private photo from our own route, not an optimisable public image */}
            <img src={url} alt={`${label} ${index + 1}`} width={96} height={96} loading="lazy" className="size-24 rounded-md border border-border object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
