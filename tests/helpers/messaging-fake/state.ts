import { randomBytes } from 'node:crypto';
import type { FakeMedia } from './media';

// What the messaging fake keeps: its configuration, the template registry, every message it accepted,
// the 24-hour windows the customers opened, and the throughput limits Meta enforces.

export type MessagingFakeConfig = {
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
  appSecret: string;
  verifyToken: string;
  apiVersion: string;
  termiiApiKey: string;
  termiiSenderId: string;
  termiiSecret: string;
};

export type TemplateStatus = 'APPROVED' | 'REJECTED' | 'PAUSED' | 'PENDING' | 'DISABLED';
export type TemplateCategory = 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';

/** A component as submitted to POST /message_templates (type HEADER, BODY, FOOTER or BUTTONS). */
export type FakeTemplateComponent = { type: string; format?: string; text?: string; buttons?: unknown[]; example?: unknown };

export type FakeTemplate = {
  id: string;
  name: string;
  language: string;
  category: TemplateCategory;
  status: TemplateStatus;
  /** Meta's rejected_reason: NONE unless rejected (INVALID_FORMAT, PROMOTIONAL, ...). */
  rejectedReason: string;
  parameterFormat: 'NAMED' | 'POSITIONAL';
  components: FakeTemplateComponent[];
};

/** The pricing object Meta puts on a status webhook since the per-message pricing of July 2025. */
export type FakePricing = { billable: boolean; pricing_model: 'PMP'; type: 'regular' | 'free_customer_service'; category: string };

export type FakeSentMessage = {
  channel: 'whatsapp' | 'sms';
  /** The wamid, or Termii's message_id. */
  id: string;
  /** `to` as the request gave it. */
  to: string;
  /** The number the message went to, digits only (Meta's wa_id, Termii's receiver). */
  recipient: string;
  kind: 'text' | 'image' | 'template' | 'sms';
  /** A picture: the link Meta was given and its caption. */
  image: { link: string; caption: string | null } | null;
  template: { name: string; language: string; category: TemplateCategory; params: string[]; named: Record<string, string> } | null;
  /** The text the customer reads: the free-form body, a picture's caption, the template's body with its parameters, or the SMS. */
  text: string;
  /** The request body (Termii's without api_key). */
  request: Record<string, unknown>;
  /** Termii's route (channel), null for WhatsApp. */
  route: 'generic' | 'dnd' | 'whatsapp' | null;
  /** Whether the customer's 24-hour window was open when it was accepted. */
  insideWindow: boolean;
  /** WhatsApp: what Meta will bill, as its status webhooks say; null for SMS. */
  pricing: FakePricing | null;
  bizOpaqueCallbackData: string | null;
  /** Every state posted for it so far, in order (WhatsApp: sent, delivered, read, failed; Termii: its status words). */
  statuses: string[];
  at: Date;
};

export const WINDOW_MS = 24 * 60 * 60 * 1000;
/** Meta's default throughput (messages per second per business number). */
export const DEFAULT_RATE_PER_SECOND = 80;
/** The pair limit (one business number, one customer): one message per 6 s, with bursts of up to 45. */
export const PAIR_BURST = 45;
export const PAIR_REFILL_MS = 6000;

export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** A message id as Meta writes it: "wamid." and base64 (at most 128 characters). */
export const newWamid = () => `wamid.${randomBytes(33).toString('base64')}`;
/** Termii's message ids are 19-digit numbers written as text. */
export const newTermiiId = () => `${3 + Math.floor(Math.random() * 6)}${Array.from(randomBytes(18), (b) => b % 10).join('')}`;
export const newNumericId = (length = 15) => `${1 + Math.floor(Math.random() * 9)}${Array.from(randomBytes(length - 1), (b) => b % 10).join('')}`;

const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The variables a template text uses, in order of first use ({{first_name}} or {{1}}). */
export function variablesOf(text: string | undefined): string[] {
  return [...new Set([...(text ?? '').matchAll(VARIABLE)].map((match) => match[1]!))];
}

export function renderText(text: string, values: Record<string, string>): string {
  return text.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
}

/** Per-second throughput, over a sliding second. */
export class Throughput {
  private stamps: number[] = [];
  perSecond: number | null = DEFAULT_RATE_PER_SECOND;

  /** Whether one more message fits now; counts it when it does. */
  take(now = Date.now()): boolean {
    if (this.perSecond === null) return true;
    this.stamps = this.stamps.filter((at) => now - at < 1000);
    if (this.stamps.length >= this.perSecond) return false;
    this.stamps.push(now);
    return true;
  }

  /** Forgets the messages counted so far: a test's limit starts from none. */
  clear() {
    this.stamps = [];
  }
}

/** A token bucket per customer number: 45 at once, then one every 6 s. */
export class PairLimit {
  private buckets = new Map<string, { tokens: number; at: number }>();
  on = true;

  take(recipient: string, now = Date.now()): boolean {
    if (!this.on) return true;
    const bucket = this.buckets.get(recipient) ?? { tokens: PAIR_BURST, at: now };
    const tokens = Math.min(PAIR_BURST, bucket.tokens + (now - bucket.at) / PAIR_REFILL_MS);
    if (tokens < 1) return false;
    this.buckets.set(recipient, { tokens: tokens - 1, at: now });
    return true;
  }

  clear() {
    this.buckets.clear();
  }
}

/** Everything the fake's routes read and change; one per fake. */
export class MessagingState {
  /** Keyed `${name}:${language}`: Meta keeps one template per name and language. */
  readonly templates = new Map<string, FakeTemplate>();
  readonly sent: FakeSentMessage[] = [];
  /** When each customer (wa_id) last wrote: their 24-hour window. */
  readonly lastInbound = new Map<string, number>();
  /** Inbound pictures and voice notes, by Meta's media id (media.ts). */
  readonly media = new Map<string, FakeMedia>();
  readonly throughput = new Throughput();
  readonly pairs = new PairLimit();
  /** Digits of numbers not on WhatsApp, and of numbers on Nigeria's Do-Not-Disturb register. */
  readonly failNumbers = new Set<string>();
  readonly dndNumbers = new Set<string>();
  /** wa_ids that stopped marketing messages (the user_preferences webhook): marketing templates fail 131050. */
  readonly marketingStopped = new Set<string>();
  tokenExpired = false;
  /** 'async' (Meta's usual way): free-form text outside the window is accepted, then fails 131047 by webhook. */
  reengagement: 'async' | 'sync' = 'async';
  /** Termii's balance in naira. */
  balance = 10_000;

  constructor(readonly config: MessagingFakeConfig) {}

  windowOpen(recipient: string, now = Date.now()): boolean {
    const last = this.lastInbound.get(recipient);
    return last !== undefined && now - last < WINDOW_MS;
  }

  message(id: string): FakeSentMessage {
    const found = this.sent.find((message) => message.id === id);
    if (!found) throw new Error(`The messaging fake accepted no message ${id}`);
    return found;
  }
}
