import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The demo content (seed/) is loaded by scripts/setup.ts when it seeds an empty database, never by
// the app: nothing under src/ may import it, so the build and the server carry none of it.
const noSeedImports = { regex: '^(\\.{1,2}/)+seed(/|$)', message: 'The demo content (seed/) is loaded only when seeding (scripts/setup.ts), never by the app.' };

// The layers of docs/architecture.md section 3 ("Layers"). Server infrastructure is every top-level
// file of src/server and these folders and files; it imports only src/lib and itself, never a domain
// (a folder of src/server). Start-up code reaches the domains' jobs through the composition root,
// src/server/composition/jobs.ts. Every entry is a glob, and absolute: the rule matches resolved files.
const fromRoot = (file) => path.join(import.meta.dirname, file);
const serverInfrastructure = [
  'src/server/*.ts',
  'src/server/db/**',
  'src/server/jobs/**',
  'src/server/mail/**',
  'src/server/http/**',
  // The PDF kit (Inter, the shop's colours, the document) that receipts and the catalogue's labels draw with.
  'src/server/pdf/**',
  'src/server/audit/{record-audit,audit-actor,audit-changes}.ts',
  // Read by env.ts (ADMIN_PASSWORD) and http/cross-site.ts; they import only src/lib and env.ts.
  'src/server/auth/{password-policy,trusted-origins}.ts',
].map(fromRoot);

// The order record and the money around it (docs/decisions/0069-one-order-door.md). Every channel opens
// its orders through one door (src/server/sales/); the record (src/server/orders/) knows no channel and
// no money, and money (payments, refunds, receipts) reads the record but never a channel or the door.
const channels = ['checkout', 'quotes', 'drafts', 'pos'];
const money = ['payments', 'refunds', 'receipts'];
const domainFolders = (names) => names.map((name) => fromRoot(`src/server/${name}/**`));
const orderZones = [
  {
    target: domainFolders(['orders']),
    from: domainFolders([...channels, ...money, 'sales', 'order-desk']),
    message: 'The order record imports no channel, no money and neither the order door nor the order desk (docs/decisions/0069-one-order-door.md): move what both need into src/server/orders.',
  },
  {
    target: domainFolders(money),
    from: domainFolders([...channels, 'sales', 'order-desk']),
    message: 'Payments, refunds and receipts read the order record, never a channel, the order door or the order desk (docs/decisions/0069-one-order-door.md).',
  },
  {
    // E-invoicing reports the sale the order record and its ledger hold, whichever channel made it
    // (docs/decisions/0070-e-invoicing.md): it never imports a channel or the door.
    target: domainFolders(['einvoicing', 'einvoicing-settings']),
    from: domainFolders([...channels, 'sales']),
    message: 'E-invoicing reads the order record and its ledger, never a channel or the order door (docs/decisions/0070-e-invoicing.md): move what it needs into src/server/orders.',
  },
  {
    // E-invoicing sits above the record and money (decision 0076): the record's events queue its job and
    // receipts ask it for the IRN through a port, both filled by src/server/composition/shop.ts.
    target: domainFolders(['orders', ...money]),
    from: domainFolders(['einvoicing']),
    message: 'The order record and money import no e-invoicing (docs/decisions/0076-jobs-behind-the-queue-api.md): emit an order event (src/server/orders/order-events.ts) or ask through a port the composition root fills (src/server/composition/shop.ts).',
  },
  {
    // WhatsApp and SMS are a channel to the customer, like mail (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
    // the domains queue their updates through src/server/messaging, which is handed every variable and imports no
    // domain but the floor beneath it (auth, settings, the activity log).
    target: domainFolders(['messaging']),
    from: domainFolders(['abandoned-checkouts', 'account', 'backup', 'catalog', 'contact', 'content', 'customers', 'dashboard', 'delivery', 'discounts', 'inbox', 'marketing', 'media', 'privacy', 'reviews', 'saved', 'seo', 'staff', 'stock', 'orders', 'order-desk', 'einvoicing', 'einvoicing-settings', ...channels, ...money, 'sales']),
    message: 'Messaging imports no domain (docs/decisions/0080-whatsapp-and-sms-order-updates.md): the caller hands it the phone and the variables.',
  },
];

// The jobs table belongs to the queue (docs/decisions/0076-jobs-behind-the-queue-api.md): outside src/server/jobs (and the
// schema that defines it) no server code imports it; a domain enqueues, frees a key, runs a waiting job now or
// cancels one through src/server/jobs/queue.ts.
const noJobsTable = {
  group: ['@/server/db/schema', '@/server/db/schema/*', '**/db/schema', '**/db/schema/*'],
  importNames: ['jobs'],
  message: 'Only the queue reads or writes the jobs table: use src/server/jobs/queue.ts (enqueueJob, runPendingJobsNow, cancelPendingJobs, freeClaimedDedupeKey, ...), adding there what is missing.',
};
const noUiImports = { group: ['@/components/*', '@/app/*'], message: 'Server code must not import UI code; move what both need to src/lib.' };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSeedImports] }] },
  },
  {
    // Server code never reaches into the UI: constants both need live in src/lib (docs/architecture.md section 3).
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noUiImports, noSeedImports],
        },
      ],
    },
  },
  {
    // The same, and the jobs table stays behind the queue's API (noJobsTable). The rule's options replace
    // the block's above, so its patterns are repeated.
    files: ['src/server/**'],
    ignores: ['src/server/jobs/**', 'src/server/db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noUiImports, noSeedImports, noJobsTable] }] },
  },
  {
    // No import cycles in server code or shared code (docs/architecture.md section 3, "Layers").
    // The plugin is the one eslint-config-next registers. Packages are neither walked nor parsed
    // (import/ignore): a cycle of ours never runs through node_modules, and parsing it tripled lint time.
    files: ['src/server/**', 'src/lib/**'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: serverInfrastructure,
              from: [fromRoot('src/server/**')],
              except: serverInfrastructure,
              message: 'Server infrastructure imports only src/lib and itself, never a domain (docs/architecture.md section 3, "Layers"): move what both need down, or register the domain\'s code from the composition root.',
            },
            {
              // Auth is the floor of the domains (decision 0075): every domain asks it who is signed in.
              target: [fromRoot('src/server/auth/**')],
              from: [fromRoot('src/server/**')],
              except: [...serverInfrastructure, fromRoot('src/server/auth/**')],
              message: 'src/server/auth is the floor of the domains and imports no domain folder of src/server (docs/architecture.md section 3, "Layers"): move the read it needs into auth or the infrastructure, or have the composition root hand it in (src/server/composition/auth.ts).',
            },
            ...orderZones,
          ],
        },
      ],
    },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'data-*/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'src/server/db/migrations/**']),
]);
