import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { sendMail } from '@/server/mail/send-mail';

describe('mail without SMTP_URL', () => {
  it('is written as an .eml file under $DATA_DIR/mail', async () => {
    const dataDir = pointDataDirAtTempFolder();
    delete process.env.SMTP_URL;
    const { outboxFile } = await sendMail({ to: 'shop@example.com', subject: 'Hello Lagos', text: 'A sofa, please.' });
    expect(outboxFile).toMatch(new RegExp(`^${dataDir}/mail/.+\\.eml$`));
    const raw = readFileSync(outboxFile!, 'utf8');
    expect(raw).toContain('Subject: Hello Lagos');
    expect(raw).toContain('To: shop@example.com');
    expect(raw).toContain('A sofa, please.');
  });
});
