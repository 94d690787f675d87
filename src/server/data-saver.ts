import { headers } from 'next/headers';
import { dataSaverRequested } from '@/lib/data-saver';

/** Whether this request's page is drawn for the data saver (src/lib/data-saver.ts, docs/decisions/0083-data-saver.md). */
export async function dataSaverOn() {
  const request = await headers();
  return dataSaverRequested({ saveData: request.get('save-data'), ect: request.get('ect'), cookie: request.get('cookie') });
}
