import { existsSync } from 'node:fs';
import { e2eServer } from './server-env';

export default function globalSetup() {
  if (!existsSync(e2eServer.chromiumPath)) {
    throw new Error(`No Chromium at ${e2eServer.chromiumPath}: install it with "apt-get install chromium" or set CHROMIUM_PATH.`);
  }
}
