// WhatsApp's webhooks and sends at volume (docs/decisions/0080-whatsapp-and-sms-order-updates.md), on
// PostgreSQL against the local stand-in (tests/helpers/messaging-fake.ts), with the shop's own route handler
// and job handlers:
// - webhooks: WEBHOOK_EVENTS signed status webhooks, one event each, posted at WEBHOOK_RATE a second to the
//   real POST handler behind a plain HTTP server, from a sender on another thread; each must be answered 200 and stored (none lost), then the
//   queued job applies them, every message ending read;
// - sends: SENDS order updates queued as the domains queue them, sent by one job worker through the
//   stand-in, which enforces Meta's 80 messages a second (130429 beyond it): all accepted, none twice.
// Peak RSS is the process's (the stand-in runs in it too). Run alone (it sets the WHATSAPP_* variables
// before anything reads the environment):
//   npx tsx --conditions=react-server scripts/bench/messaging.ts [postgres-url]
// It prints one JSON line; scripts/bench.ts runs it as a child process for its table.
import { Worker } from 'node:worker_threads';
import { startMessagingFake, type MessagingFake } from '../../tests/helpers/messaging-fake';
import { hubSignature } from '../../tests/helpers/messaging-fake/webhooks';
import { serveRoute } from '../../tests/helpers/route-server';
import { withThrowawayDatabase } from '../lib/pg-client';
import { percentile } from './percentile';

const WEBHOOK_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const WEBHOOK_RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 1_000);
/** The messages the webhooks report on: each gets WEBHOOK_EVENTS / WEBHOOK_MESSAGES statuses, read among them. */
const WEBHOOK_MESSAGES = 1_000;
const IN_FLIGHT = 100;
const SENDS = Number(process.env.BENCH_MESSAGING_SENDS ?? 10_000);
const SEND_DEADLINE_MS = 20 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssSampler() {
  let peakMb = process.memoryUsage().rss / 2 ** 20;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, process.memoryUsage().rss / 2 ** 20)), 100);
  return () => (clearInterval(timer), peakMb);
}

async function main() {
  const serverUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const fake = await startMessagingFake();
  Object.assign(process.env, { LOG_LEVEL: 'silent', ...fake.env() });
  try {
    const result = await withThrowawayDatabase(serverUrl, async (databaseUrl) => {
      const { installDatabase, openPostgres, closeDatabase } = await import('@/server/db/client');
      const { migrateDatabase } = await import('@/server/db/migrate');
      const handle = openPostgres(databaseUrl, 10);
      installDatabase(handle);
      try {
        await migrateDatabase(handle);
        const webhooks = await measureWebhooks(fake);
        const sends = await measureSends(fake);
        return { webhooks, sends };
      } finally {
        await closeDatabase();
      }
    });
    console.log(JSON.stringify(result));
  } finally {
    await fake.close();
  }
}

type SenderResult = { acknowledged: number; latencies: number[]; seconds: number };

/** The webhooks posted by scripts/bench/webhook-sender.mjs on a worker thread: the shop's thread only answers. */
function sendFromAnotherThread(workerData: { url: string; bodies: Array<{ body: string; signature: string }>; rate: number; inFlight: number }) {
  return new Promise<SenderResult>((resolve, reject) => {
    const sender = new Worker(new URL('./webhook-sender.mjs', import.meta.url), { workerData });
    sender.once('message', (result: SenderResult) => resolve(result));
    sender.once('error', reject);
  });
}

/** WEBHOOK_EVENTS status webhooks at WEBHOOK_RATE a second, each a distinct event; then processed by the job. */
async function measureWebhooks(fake: MessagingFake) {
  const { db, queryRows } = await import('@/server/db/client');
  const { sql } = await import('drizzle-orm');
  const { POST } = await import('@/app/api/whatsapp/webhook/route');
  const { runDueJobs } = await import('@/server/composition/jobs');
  await db.execute(sql`insert into messages (event, purpose, channel, phone, body, state, provider_message_id)
    select 'order_paid', 'order_updates', 'whatsapp', '+2348030' || lpad(n::text, 6, '0'), 'Payment received', 'accepted', 'wamid.bench-' || n
    from generate_series(1, ${WEBHOOK_MESSAGES}) as n`);

  const states = ['sent', 'delivered', 'read'] as const;
  const base = Math.floor(Date.now() / 1000) - 3600;
  const bodies = Array.from({ length: WEBHOOK_EVENTS }, (_, i) => {
    const round = Math.floor(i / WEBHOOK_MESSAGES);
    const status = { id: `wamid.bench-${(i % WEBHOOK_MESSAGES) + 1}`, status: states[round % 3], timestamp: String(base + round), recipient_id: '2348030000001', pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'utility' } };
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: fake.config.businessAccountId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [status] } }] }] });
    return { body, signature: hubSignature(fake.config.appSecret, body) };
  });

  const hook = await serveRoute(POST, '/api/whatsapp/webhook');
  const peak = rssSampler();
  const { acknowledged, latencies, seconds: postSeconds } = await sendFromAnotherThread({ url: hook.url, bodies, rate: WEBHOOK_RATE, inFlight: IN_FLIGHT });
  const postPeakRssMb = peak();
  await hook.close();

  const [stored] = await queryRows<{ n: number }>(sql`select count(*)::int as n from messaging_webhook_events`);
  const processingStarted = performance.now();
  await runDueJobs();
  const processSeconds = (performance.now() - processingStarted) / 1000;
  const [after] = await queryRows<{ processed: number; read: number }>(sql`
    select (select count(*)::int from messaging_webhook_events where processed_at is not null) as processed,
           (select count(*)::int from messages where state = 'read' and provider_message_id like 'wamid.bench-%') as read`);
  latencies.sort((a, b) => a - b);
  return {
    events: WEBHOOK_EVENTS,
    targetPerSecond: WEBHOOK_RATE,
    acknowledged,
    acknowledgedPerSecond: acknowledged / postSeconds,
    p95Ms: percentile(latencies, 95),
    stored: stored?.n ?? 0,
    processed: after?.processed ?? 0,
    processedPerSecond: (after?.processed ?? 0) / processSeconds,
    messages: WEBHOOK_MESSAGES,
    read: after?.read ?? 0,
    peakRssMb: postPeakRssMb,
  };
}

/** SENDS order updates queued with consent and an approved template, sent by one worker through the stand-in. */
async function measureSends(fake: MessagingFake) {
  const { db, queryRows } = await import('@/server/db/client');
  const { sql } = await import('drizzle-orm');
  const { runDueJobs } = await import('@/server/composition/jobs');
  const { templateFor, templateVariables, renderTemplate } = await import('@/server/messaging/message-templates');
  const { SEND_MESSAGE_JOB } = await import('@/server/messaging/queue-message');
  const template = templateFor('order_paid');
  fake.addTemplate({ name: template.name, language: template.language, category: template.category, body: template.body });
  const params = Object.fromEntries(templateVariables(template).map((name) => [name, name === 'first_name' ? 'Ada' : 'ORD-1']));
  await db.execute(sql`insert into whatsapp_templates (name, language, category, state) values (${template.name}, ${template.language}, ${template.category}, 'approved')`);
  await db.execute(sql`
    with phones as (select '+2348060' || lpad(n::text, 6, '0') as phone from generate_series(1, ${SENDS}) as n),
    consents as (insert into messaging_consents (phone, purpose, granted, source, words_shown) select phone, 'order_updates', true, 'checkout', 'bench' from phones),
    queued as (
      insert into messages (event, purpose, channel, phone, template, params, body, state)
      select 'order_paid', 'order_updates', 'whatsapp', phone, ${template.name}, ${JSON.stringify(params)}::jsonb, ${renderTemplate(template, params)}, 'queued' from phones
      returning id)
    insert into jobs (kind, payload, dedupe_key) select ${SEND_MESSAGE_JOB}, jsonb_build_object('messageId', id), ${SEND_MESSAGE_JOB} || ':' || id from queued`);

  const peak = rssSampler();
  const started = performance.now();
  const waiting = async () => (await queryRows<{ n: number }>(sql`select count(*)::int as n from messages where state = 'queued'`))[0]?.n ?? 0;
  // Sends the stand-in refused for the rate wait in the queue (RunJobLater): run again as they fall due.
  while ((await waiting()) > 0 && performance.now() - started < SEND_DEADLINE_MS) {
    await runDueJobs();
    await sleep(200);
  }
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = peak();
  const [counts] = await queryRows<{ accepted: number; other: number }>(sql`
    select count(*) filter (where state = 'accepted')::int as accepted, count(*) filter (where state <> 'accepted')::int as other
    from messages where phone like '+2348060%'`);
  const sentToFake = fake.sent().filter((message) => message.channel === 'whatsapp');
  return {
    updates: SENDS,
    seconds,
    accepted: counts?.accepted ?? 0,
    notAccepted: counts?.other ?? 0,
    acceptedAtStandIn: sentToFake.length,
    sentTwice: sentToFake.length - new Set(sentToFake.map((message) => message.recipient)).size,
    perSecond: (counts?.accepted ?? 0) / seconds,
    peakRssMb,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
