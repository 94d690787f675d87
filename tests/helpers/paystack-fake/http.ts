import type http from 'node:http';

// Reading requests and writing answers for the fake's small HTTP server.

const MAX_BODY = 1024 * 1024;

export async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON or form body as an object (Paystack accepts both); anything else is empty. */
export function parseBody(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export function sendHtml(response: http.ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store' });
  response.end(html);
}

export function redirect(response: http.ServerResponse, location: string) {
  response.writeHead(303, { location, 'content-length': 0 });
  response.end();
}

/** An integer amount from JSON (number) or a form ("10000"); undefined when absent, NaN when not a whole number. */
export function integerField(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(number) ? number : NaN;
}

/** A flag from JSON (true/false) or a form ("true"/"false"); `fallback` when absent. */
export function booleanField(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  return value === true || value === 'true' || value === 'on';
}

export const stringField = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
