// The inbox's list at 100,000 conversations (docs/decisions/0081-one-inbox.md), on PostgreSQL, through the
// shop's own read (src/server/inbox/reads/admin-inbox-reads.ts): the first page, each filter's first page
// (state, assignee mine / nobody / someone, a label, a channel), a page deep in the list after its cursor,
// and what every back-office tab polls every 3 s (the unread total and the inbox's last change). Each query
// is run RUNS times after a warm-up; p50 and p95 in milliseconds; a search by words of the messages too
// (the trigram index of migration 0058). Run alone:
//   npx tsx --conditions=react-server scripts/bench/inbox.ts [postgres-url]
// It prints one JSON line; scripts/bench.ts runs it as a child process for its table.
import { withThrowawayDatabase } from '../lib/pg-client';
import { percentile } from './percentile';

const CONVERSATIONS = Number(process.env.BENCH_INBOX_CONVERSATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_INBOX_RUNS ?? 200);
const STAFF = ['bench-ada', 'bench-bisi', 'bench-chidi'];

export type InboxFigures = {
  conversations: number;
  runs: number;
  pages: Record<string, { p50Ms: number; p95Ms: number; rows: number }>;
  pulse: { p50Ms: number; p95Ms: number };
};

async function timed(runs: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

async function seed() {
  const { db } = await import('@/server/db/client');
  const { sql } = await import('drizzle-orm');
  for (const id of STAFF) {
    await db.execute(sql`insert into users (id, name, email, email_verified) values (${id}, ${id}, ${`${id}@example.com`}, true)`);
  }
  // Every fifth by email, the rest on WhatsApp; a third open, a third waiting, a third done; a quarter with
  // nobody assigned; labels from the shop's defaults; one message from the customer each.
  await db.execute(sql`
    insert into conversations (channel, phone, email, name, state, assignee_id, labels, unread_count, last_message_at, last_inbound_at, preview)
    select case when n % 5 = 0 then 'email' else 'whatsapp' end,
           case when n % 5 = 0 then null else '+23480' || lpad(n::text, 8, '0') end,
           case when n % 5 = 0 then 'customer' || n || '@example.com' end,
           'Customer ' || n,
           (array['open', 'waiting', 'done'])[n % 3 + 1],
           case when n % 4 = 0 then null else (array['bench-ada', 'bench-bisi', 'bench-chidi'])[n % 3 + 1] end,
           case when n % 7 = 0 then array['price'] when n % 7 = 1 then array['delivery', 'custom order'] else '{}'::text[] end,
           case when n % 10 = 0 then 1 else 0 end,
           now() - n * interval '1 minute',
           now() - n * interval '1 minute',
           'How much is the sofa number ' || n || '?'
    from generate_series(1, ${CONVERSATIONS}) as n`);
  await db.execute(sql`
    insert into conversation_messages (conversation_id, direction, source, body, created_at)
    select id, 'in', case when channel = 'email' then 'contact_form' else 'whatsapp' end, preview, last_message_at from conversations`);
  await db.execute(sql`analyze conversations`);
  await db.execute(sql`analyze conversation_messages`);
}

async function measure(): Promise<InboxFigures> {
  const { listConversations, readInboxPulse } = await import('@/server/inbox/reads/admin-inbox-reads');
  const { inboxListParamsSchema } = await import('@/lib/schemas/inbox');
  const me = STAFF[0]!;
  const deep = await (async () => {
    // The cursor of the 50th page, followed page by page as staff would.
    let after: string | undefined;
    for (let page = 0; page < 50; page += 1) after = (await listConversations(inboxListParamsSchema.parse({ after }), me)).next ?? undefined;
    return after;
  })();
  const views: Record<string, Record<string, string | undefined>> = {
    'first page': {},
    'state: open': { state: 'open' },
    'assignee: mine': { assignee: 'me' },
    'assignee: nobody': { assignee: 'nobody' },
    'assignee: someone': { assignee: 'someone' },
    'label: price': { label: 'price' },
    'channel: email': { channel: 'email' },
    'open, mine, on WhatsApp': { state: 'open', assignee: 'me', channel: 'whatsapp' },
    'page 51 (after its cursor)': { after: deep },
    'search: a message’s words': { q: 'number 4242?' },
  };
  const pages: InboxFigures['pages'] = {};
  for (const [name, view] of Object.entries(views)) {
    const params = inboxListParamsSchema.parse(view);
    const rows = (await listConversations(params, me)).rows.length;
    pages[name] = { ...(await timed(RUNS, () => listConversations(params, me))), rows };
  }
  const pulse = await timed(RUNS, () => readInboxPulse());
  return { conversations: CONVERSATIONS, runs: RUNS, pages, pulse };
}

async function main() {
  const serverUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  Object.assign(process.env, { LOG_LEVEL: 'silent' });
  const result = await withThrowawayDatabase(serverUrl, async (databaseUrl) => {
    const { installDatabase, openPostgres, closeDatabase } = await import('@/server/db/client');
    const { migrateDatabase } = await import('@/server/db/migrate');
    const handle = openPostgres(databaseUrl, 4);
    installDatabase(handle);
    try {
      await migrateDatabase(handle);
      await seed();
      return await measure();
    } finally {
      await closeDatabase();
    }
  });
  console.log(JSON.stringify(result));
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
