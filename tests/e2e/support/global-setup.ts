import { existsSync } from 'node:fs';
import { startPaystackFake } from '../../helpers/paystack-fake';
import { startE2eMailSink } from './mail-sink';
import { e2eServer } from './server-env';

export default async function globalSetup() {
  if (!existsSync(e2eServer.chromiumPath)) {
    throw new Error(`No Chromium at ${e2eServer.chromiumPath}: install it with "apt-get install chromium" or set CHROMIUM_PATH.`);
  }
  // One fake Paystack for the whole run, posting its webhooks to the store under test. Refunds
  // move only when a test settles them (support/paystack.ts), so no test races a timer.
  const paystack = await startPaystackFake({
    secretKey: e2eServer.paystack.secretKey,
    port: e2eServer.paystack.port,
    webhookUrl: `${e2eServer.baseUrl}/api/payments/paystack`,
    refunds: 'manual',
  });
  const stopMailSink = await startE2eMailSink();
  return async () => {
    await paystack.close();
    await stopMailSink();
  };
}
