import type { MessagingFake } from './messaging-fake';

// What an inbox test file's vi.hoisted block sets up before anything reads the environment: a data
// folder of its own, mail pointed at a loopback SMTP port (the file starts its sink there), and the
// WhatsApp stand-in with the shop's WHATSAPP_* and TERMII_* variables pointed at it.
export async function startInboxTestEnv(): Promise<{ dataDir: string; fake: MessagingFake; smtpPort: number }> {
  const { pointDataDirAtTempFolder } = await import('./temp-data-dir');
  const { pointMailAtSmtpSink } = await import('./loopback-port');
  const { startMessagingFakeForThisShop } = await import('./messaging-fake');
  const smtpPort = await pointMailAtSmtpSink();
  const dataDir = pointDataDirAtTempFolder();
  return { dataDir, fake: await startMessagingFakeForThisShop(), smtpPort };
}
