import { parseArgs } from 'node:util';
import { startPaystackFake } from '../tests/helpers/paystack-fake';

// `npm run paystack:fake`: the test Paystack (tests/helpers/paystack-fake.ts) as a local
// server for the demo (README, "Taking payments"). Start it, then start the shop with the two
// variables it prints; pay on its hosted page, and watch or steer it at /__fake/.

const usage = `Usage: npm run paystack:fake -- [--port 4010] [--webhook-url URL] [--secret-key KEY] [--refunds auto|manual]

  --webhook-url  where events are posted (default $PAYSTACK_WEBHOOK_URL or
                 http://localhost:3000/api/payments/paystack)
  --secret-key   the key the shop must use (default $PAYSTACK_SECRET_KEY or sk_test_adire_local_fake)
  --refunds      auto: refunds are processed a few seconds after they are made (default);
                 manual: only from the /__fake/ page`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PAYSTACK_FAKE_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string', default: process.env.PAYSTACK_WEBHOOK_URL ?? 'http://localhost:3000/api/payments/paystack' },
    'secret-key': { type: 'string', default: process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_adire_local_fake' },
    refunds: { type: 'string', default: 'auto' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || (values.refunds !== 'auto' && values.refunds !== 'manual')) {
  console.error(usage);
  process.exit(1);
}

async function main() {
  const fake = await startPaystackFake({
    secretKey: values['secret-key'],
    port,
    host: values.host,
    webhookUrl: values['webhook-url'],
    refunds: values.refunds === 'manual' ? 'manual' : 'auto',
  });

  console.log(
    [
      `Paystack fake listening on ${fake.url}`,
      '',
      'Start the shop (in another terminal) with:',
      `  PAYSTACK_API_URL=${fake.url} PAYSTACK_SECRET_KEY=${fake.secretKey} npm start`,
      '',
      `Webhooks go to ${values['webhook-url']}`,
      `Controls (transactions, refunds, events, resend a webhook, hold webhooks): ${fake.url}/__fake/`,
      'Stop with Ctrl+C.',
    ].join('\n'),
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void fake.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
