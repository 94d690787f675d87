import { expect } from 'vitest';
import { POST as previewRoute } from '@/app/admin/products/import/route';
import { importCatalogueAction } from '@/server/catalog/actions/import-catalogue';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import { as, type TestCaller } from './sessions';

// A catalogue import as the Products screen makes it: the file sent to the preview route with the
// caller's session cookie, then the import action with what the admin chose.

const ORIGIN = 'http://localhost:3000';

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** A CSV of `header` with one line per row (cells by column name; missing ones empty), Windows line ends. */
export function csvOf(header: readonly string[], rows: Record<string, string>[]) {
  return [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))].map((cells) => cells.map(quoted).join(',')).join('\r\n') + '\r\n';
}

export async function previewResponse(caller: TestCaller, text: string, fileName = 'catalogue.csv') {
  const body = new TextEncoder().encode(text);
  return previewRoute(
    new Request(`${ORIGIN}/admin/products/import?name=${encodeURIComponent(fileName)}`, {
      method: 'POST',
      headers: { cookie: caller.headers.get('cookie') ?? '', origin: ORIGIN, 'content-type': 'text/csv', 'content-length': String(body.length) },
      body,
    }),
  );
}

export async function previewOf(caller: TestCaller, text: string, fileName?: string): Promise<ImportPreview> {
  const answer = (await (await previewResponse(caller, text, fileName)).json()) as { data: ImportPreview | null; error: string | null };
  expect(answer.error).toBeNull();
  return answer.data!;
}

type Choices = Omit<Parameters<typeof importCatalogueAction>[0], 'token' | 'fileName' | 'origin'>;

/** Imports a previewed file with the admin's choices. */
export function importPreviewed(caller: TestCaller, preview: ImportPreview, choices: Choices = {}) {
  return as(caller, () => importCatalogueAction({ token: preview.token, fileName: preview.fileName, origin: preview.origin, previewedAt: preview.previewedAt, ...choices }));
}
