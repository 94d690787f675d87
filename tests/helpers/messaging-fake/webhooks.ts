import { createHmac } from 'node:crypto';

// Posting the fake's webhooks as Meta and Termii do: Meta signs with X-Hub-Signature-256 (sha256= and the
// hex HMAC-SHA256 of the body, keyed with the app secret), Termii with X-Termii-Signature (hex
// HMAC-SHA512, keyed with the account's secret). An answer other than 200 is a failure, retried with
// backoff: Meta retries for 7 days, compressed here to a few short waits so tests and the demo see it.

export type UnicodeMode = 'escaped' | 'raw' | 'raw-signed-escaped';

export type FakeDelivery = {
  provider: 'whatsapp' | 'termii';
  url: string;
  body: string;
  signature: string;
  /** One entry per attempt: the HTTP status, or null when the request failed. */
  attempts: Array<{ status: number | null; error?: string; at: Date }>;
};

const RETRY_DELAYS_MS = [10, 50, 200];

/**
 * JSON with every non-ASCII character written as a lowercase \uXXXX escape. Meta's documentation says
 * it signs the escaped form; a body sent this way verifies both for a receiver that hashes the raw
 * bytes and for one that escapes before hashing.
 */
export function escapedJson(payload: unknown): string {
  return JSON.stringify(payload).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Meta sends a template's id as a JSON number of 16 digits, more than a JavaScript number holds exactly. */
const bareTemplateIds = (json: string) => json.replace(/"message_template_id":"(\d+)"/g, '"message_template_id":$1');

export const hubSignature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
export const termiiSignature = (secret: string, body: string) => createHmac('sha512', secret).update(body, 'utf8').digest('hex');

/**
 * A Meta webhook's body and signature. 'escaped' (default): ASCII-only body, signed as sent. 'raw': UTF-8
 * body, signed as sent. 'raw-signed-escaped': UTF-8 body signed over its escaped form, the behaviour
 * reported of Meta that breaks receivers hashing the raw bytes. `secret` is the app secret, or a wrong one.
 */
export function metaWebhook(payload: unknown, mode: UnicodeMode, secret: string): { body: string; signature: string } {
  const escaped = bareTemplateIds(escapedJson(payload));
  const body = mode === 'escaped' ? escaped : bareTemplateIds(JSON.stringify(payload));
  return { body, signature: hubSignature(secret, mode === 'raw' ? body : escaped) };
}

export class WebhookPoster {
  readonly deliveries: FakeDelivery[] = [];
  private inFlight = new Set<Promise<unknown>>();
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;

  /** Posts and resolves once the first attempt was answered; a failure is retried in the background. */
  async post(provider: FakeDelivery['provider'], url: string, body: string, headers: Record<string, string>, signature: string): Promise<FakeDelivery> {
    const delivery: FakeDelivery = { provider, url, body, signature, attempts: [] };
    this.deliveries.push(delivery);
    const ok = await this.track(this.attempt(delivery, headers));
    if (!ok) this.retry(delivery, headers, 0);
    return delivery;
  }

  /** Resolves when no webhook is on its way and none waits for a retry. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.allSettled([...this.inFlight]);
      if (this.inFlight.size === 0 && this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Runs `work` as a webhook on its way, so idle() waits for it (a status posted after an answer). */
  later(work: () => Promise<unknown>): void {
    void this.track(work().catch(() => undefined));
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private retry(delivery: FakeDelivery, headers: Record<string, string>, index: number) {
    const delay = RETRY_DELAYS_MS[index];
    if (delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(this.attempt(delivery, headers)).then((ok) => {
        if (!ok) this.retry(delivery, headers, index + 1);
      });
    }, delay);
    this.timers.add(timer);
  }

  private async attempt(delivery: FakeDelivery, headers: Record<string, string>): Promise<boolean> {
    if (this.closed) return true;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: delivery.body,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      delivery.attempts.push({ status: response.status, at: new Date() });
      return response.status === 200;
    } catch (error) {
      delivery.attempts.push({ status: null, error: error instanceof Error ? error.message : String(error), at: new Date() });
      return false;
    }
  }
}
