import 'server-only';
import type { TermiiConfig } from '@/server/env';
import { phoneDigits } from '@/lib/messaging/phone';

// Termii's SMS API, the calls the shop makes (docs/decisions/0080-whatsapp-and-sms-order-updates.md): send
// one SMS, and read the account's balance. Order updates go on the `dnd` route, which reaches numbers on
// Do-Not-Disturb and MTN numbers at night; `generic` is for promotions only. TERMII_API_URL points tests at
// a stand-in.

export class TermiiApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'TermiiApiError';
  }

  /** Termii refused the request itself (a key, sender or number it will not take): sending again changes nothing. */
  get refused() {
    return this.httpStatus >= 400 && this.httpStatus < 500 && this.httpStatus !== 429;
  }
}

export type SmsRoute = 'dnd' | 'generic';

const TIMEOUT_MS = 15_000;

export function termiiClient(config: TermiiConfig) {
  async function call<T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> | undefined, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const url = new URL(`${config.apiUrl}${path}`);
    if (method === 'GET') url.searchParams.set('api_key', config.apiKey);
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify({ ...body, api_key: config.apiKey }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const json = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
    if (!response.ok || !json) throw new TermiiApiError(json?.message ?? `Termii answered ${response.status}`, response.status);
    return json;
  }

  return {
    /** One SMS to a +234… number; Termii's message_id comes back in its delivery reports. */
    async sendSms({ to, text, channel, signal }: { to: string; text: string; channel: SmsRoute; signal?: AbortSignal }): Promise<{ messageId: string }> {
      const answer = await call<{ message_id?: string | number; message?: string }>('POST', '/api/sms/send', { to: phoneDigits(to), from: config.senderId, sms: text, type: 'plain', channel }, signal);
      if (answer.message_id === undefined || answer.message_id === '') throw new TermiiApiError(answer.message ?? 'Termii gave no message id', 200);
      return { messageId: String(answer.message_id) };
    },

    /** What is left on the account, as Termii reports it. */
    async balance(signal?: AbortSignal): Promise<{ balance: number; currency: string }> {
      const answer = await call<{ balance?: number | string; currency?: string }>('GET', '/api/get-balance', undefined, signal);
      return { balance: Number(answer.balance ?? 0), currency: answer.currency ?? 'NGN' };
    },
  };
}

export type TermiiClient = ReturnType<typeof termiiClient>;
