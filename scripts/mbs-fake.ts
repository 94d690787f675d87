import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startMbsFake } from '../tests/helpers/mbs-fake';

// `npm run mbs:fake`: the test MBS (tests/helpers/mbs-fake.ts, the NRS e-invoicing API of
// docs/decisions/0070-e-invoicing.md) as a local server for end-to-end tests and the demo. It prints
// its URL and credentials, writes its crypto_keys.txt where asked, and is steered at /__fake/.

const usage = `Usage: npm run mbs:fake -- [--port 4020] [--keys-file PATH] [--api-key KEY] [--api-secret SECRET]
                        [--business-id ID] [--service-id ID]

  --keys-file   where to write crypto_keys.txt (default $MBS_CRYPTO_KEYS_FILE, or ./crypto_keys.txt)
  --service-id  the 8-character Service ID in the IRNs (default $MBS_SERVICE_ID or a random one)
  Credentials default to $MBS_API_KEY, $MBS_API_SECRET, $MBS_BUSINESS_ID, else random ones.`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MBS_FAKE_PORT ?? '4020' },
    host: { type: 'string', default: '127.0.0.1' },
    'keys-file': { type: 'string', default: process.env.MBS_CRYPTO_KEYS_FILE ?? 'crypto_keys.txt' },
    'api-key': { type: 'string', default: process.env.MBS_API_KEY },
    'api-secret': { type: 'string', default: process.env.MBS_API_SECRET },
    'business-id': { type: 'string', default: process.env.MBS_BUSINESS_ID },
    'service-id': { type: 'string', default: process.env.MBS_SERVICE_ID },
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
  const fake = await startMbsFake({
    port,
    host: values.host,
    apiKey: values['api-key'],
    apiSecret: values['api-secret'],
    businessId: values['business-id'],
    serviceId: values['service-id'],
  });
  const keysFile = path.resolve(values['keys-file']);
  writeFileSync(keysFile, fake.cryptoKeysFile());

  console.log(
    [
      `MBS fake listening on ${fake.url} (API under ${fake.url}/api/v1)`,
      '',
      `  API key      ${fake.apiKey}`,
      `  API secret   ${fake.apiSecret}`,
      `  Business ID  ${fake.businessId}`,
      `  Service ID   ${fake.serviceId}`,
      `  crypto_keys.txt written to ${keysFile}`,
      '',
      `Controls: GET ${fake.url}/__fake/state; POST /__fake/outage {"on":true}, /__fake/access-points {"offline":true},`,
      '/__fake/decrypt-qr {"payload":"..."}, /__fake/reset.',
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
