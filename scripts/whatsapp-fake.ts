import { parseArgs } from 'node:util';
import { startMessagingFake } from '../tests/helpers/messaging-fake';

// `npm run whatsapp:fake`: the test WhatsApp Cloud API and Termii (tests/helpers/messaging-fake.ts) as a
// local server for end-to-end tests and the demo. Messages it accepts are followed by their sent,
// delivered and read statuses, and submitted templates are approved at once; it prints the variables
// to start the shop with, and is steered at /__fake/ (tests/helpers/messaging-fake/controls.ts).

const usage = `Usage: npm run whatsapp:fake -- [--port 4030] [--webhook-url URL] [--termii-webhook-url URL]

  --webhook-url         where WhatsApp webhooks go (default $WHATSAPP_WEBHOOK_URL or
                        http://localhost:3000/api/whatsapp/webhook)
  --termii-webhook-url  where Termii's delivery reports go (default $TERMII_WEBHOOK_URL or
                        http://localhost:3000/api/sms/termii)
  Credentials default to $WHATSAPP_ACCESS_TOKEN, $WHATSAPP_APP_SECRET, $WHATSAPP_VERIFY_TOKEN,
  $WHATSAPP_PHONE_NUMBER_ID, $WHATSAPP_BUSINESS_ACCOUNT_ID, $TERMII_API_KEY, $TERMII_SECRET, else fixed
  local ones (so a restarted fake matches a shop started earlier).`;

const { values } = parseArgs({
  options: {
    // 4030: the Paystack fake has 4010 and the MBS fake 4020, and the demo may run all three.
    port: { type: 'string', default: process.env.WHATSAPP_FAKE_PORT ?? '4030' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string', default: process.env.WHATSAPP_WEBHOOK_URL ?? 'http://localhost:3000/api/whatsapp/webhook' },
    'termii-webhook-url': { type: 'string', default: process.env.TERMII_WEBHOOK_URL ?? 'http://localhost:3000/api/sms/termii' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(usage);
  process.exit(1);
}

async function main() {
  const env = process.env;
  const fake = await startMessagingFake({
    port,
    host: values.host,
    webhookUrl: values['webhook-url'],
    termiiWebhookUrl: values['termii-webhook-url'],
    accessToken: env.WHATSAPP_ACCESS_TOKEN ?? 'EAAlocalfakeaccesstoken',
    appSecret: env.WHATSAPP_APP_SECRET ?? 'local-fake-app-secret',
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? 'local-fake-verify-token',
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '106540352242922',
    businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID ?? '102290129340398',
    apiVersion: env.WHATSAPP_API_VERSION,
    termiiApiKey: env.TERMII_API_KEY ?? 'TLlocalfaketermiikey',
    termiiSenderId: env.TERMII_SENDER_ID,
    termiiSecret: env.TERMII_SECRET ?? 'local-fake-termii-secret',
  });
  fake.autoStatuses(true);
  fake.autoApproveTemplates(true);

  console.log(
    [
      `WhatsApp Cloud API and Termii fake listening on ${fake.url} (Termii under ${fake.termiiUrl})`,
      '',
      'Start the shop (in another terminal) with:',
      ...Object.entries(fake.env()).map(([name, value]) => `  ${name}=${value}`),
      '',
      `WhatsApp webhooks go to ${values['webhook-url']}, Termii's reports to ${values['termii-webhook-url']}`,
      `Controls: GET ${fake.url}/__fake/state; POST /__fake/inbound {"from":"+234...","text":"STOP"},`,
      '/__fake/templates/status {"name":"...","status":"REJECTED"}, /__fake/config {"failNumbers":["+234..."]}, /__fake/reset.',
      'Stop with Ctrl+C.',
    ].join('\n'),
  );

  // Meta's GET handshake, as when the webhook is registered: it tells whether the shop and the fake agree.
  fake.verifyWebhook().then(
    (ok) => console.log(ok ? 'Webhook handshake: the shop answered with the challenge.' : 'Webhook handshake refused: is WHATSAPP_VERIFY_TOKEN the same on both sides?'),
    () => console.log(`Webhook handshake: nothing answers at ${values['webhook-url']} yet.`),
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
