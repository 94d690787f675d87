import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './paystack-fake/http';
import { cloudApi } from './messaging-fake/cloud-api';
import { controls } from './messaging-fake/controls';
import { GraphError, invalidParameter } from './messaging-fake/graph';
import {
  inboundChange,
  statusesChange,
  type FakeSender,
  statusObject,
  templateStatusChange,
  termiiReport as termiiReportBody,
  userPreferencesChange,
  whatsappEnvelope,
  type StatusState,
  type WhatsAppChange,
} from './messaging-fake/payloads';
import { DEFAULT_RATE_PER_SECOND, digitsOf, MessagingState, newNumericId, newWamid, type FakeSentMessage, type FakeTemplate, type MessagingFakeConfig, type TemplateCategory, type TemplateStatus } from './messaging-fake/state';
import { DND_STATUS, termiiApi } from './messaging-fake/termii';
import { metaWebhook, termiiSignature, WebhookPoster, type FakeDelivery, type UnicodeMode } from './messaging-fake/webhooks';
import { DOWNLOAD_PATH, sampleMedia, serveDownload, type MediaSample } from './messaging-fake/media';

// A WhatsApp Cloud API and a Termii of our own, for tests and the local demo (issue 61; no machine here
// reaches Meta or Termii). One HTTP server answers Meta's Graph paths (/<version>/<PHONE_NUMBER_ID>/messages,
// /<version>/<WABA_ID>/message_templates) with Meta's checks and error codes, Termii's under /termii, and
// posts the webhooks both send, signed as they sign them. Tests steer it through the returned object; a
// process that did not start it (scripts/whatsapp-fake.ts, Playwright) through /__fake/ (controls.ts).
//
// As Meta does: a Bearer token (190 when wrong or expired), the configured version and ids, templates
// that must exist in the language and be APPROVED (132001, 132015 paused, 132016 disabled) with the
// right parameters (132000), free-form text and pictures (by an http(s) link, caption up to 1,024
// characters; a link that is not JPEG or PNG accepted, then failed with 131053) only inside the 24-hour
// window the customer opened (else accepted, then a `failed` status with 131047), numbers not on WhatsApp accepted then failed with
// 131026, a marketing template to a customer who stopped them likewise with 131050, 80 messages a second
// (130429) and the per-customer pair limit (131056), statuses with Meta's pricing object. Webhooks are
// posted with backoff retries until answered 200.

export type { FakeSentMessage, FakeTemplate, FakePricing, TemplateStatus, TemplateCategory } from './messaging-fake/state';
export type { FakeDelivery, UnicodeMode } from './messaging-fake/webhooks';
export type { MediaSample } from './messaging-fake/media';

/** Who writes: a number (any form), or only Meta's user id, for a customer whose number WhatsApp hides. */
export type InboundFrom = string | { userId: string };
/** `wamid`: the message's id, to post one message twice as Meta's retries do. */
export type InboundOptions = { name?: string; wamid?: string };

export type MessagingFakeOptions = Partial<MessagingFakeConfig> & {
  webhookUrl?: string;
  termiiWebhookUrl?: string;
  /** 0 or absent: any free port. */
  port?: number;
  host?: string;
};

export type StatusOptions = {
  /** All the states in one POST (several statuses in one change), as Meta may batch them. */
  batch?: boolean;
  /** The states in the reverse order (a late `sent` after `read`). */
  reverse?: boolean;
  /** Each state this many times (Meta retries; duplicates are normal). */
  repeat?: number;
  /** The code a `failed` state carries (default 131026). */
  errorCode?: number;
};

/** A template put straight into the registry, as one approved on Meta's side before the test began. */
export type SeedTemplate = { name: string; language?: string; category?: TemplateCategory; body: string; status?: TemplateStatus };

export type MessagingFake = {
  /** WHATSAPP_API_URL: Graph's host (the client adds /<version>/...). */
  url: string;
  /** TERMII_API_URL: `${url}/termii` (the client adds /api/sms/send). */
  termiiUrl: string;
  config: MessagingFakeConfig;
  /** The WHATSAPP_* and TERMII_* variables pointing at this fake. */
  env(): Record<string, string>;
  /** Every message accepted, WhatsApp and SMS, oldest first (refused ones are not). */
  sent(): FakeSentMessage[];
  templates(): FakeTemplate[];
  /** Moves every language of template `name` to `status` and posts the signed message_template_status_update. */
  setTemplateStatus(name: string, status: TemplateStatus, reason?: string): Promise<void>;
  addTemplate(template: SeedTemplate): FakeTemplate;
  /** Submitted templates are approved at once (webhook included): for the demo. */
  autoApproveTemplates(on: boolean): void;
  /** Numbers (any form: +234..., 234...) not on WhatsApp: accepted, then `failed` 131026. */
  failNumbers: Set<string>;
  /** Numbers on the Do-Not-Disturb register: Termii's generic route reports "DND Active on Phone Number". */
  dndNumbers: Set<string>;
  /** Messages a second beyond which sends answer 130429; null: no limit. Default 80, Meta's. */
  rateLimit(perSecond: number | null): void;
  /** The per-customer pair limit (131056: one message per 6 s after a burst of 45); on by default. */
  pairRateLimit(on: boolean): void;
  /** From now on every Graph call answers 190 (subcode 463, session expired). */
  expireToken(): void;
  /** On: webhooks are signed with a wrong secret (the shop must refuse them). */
  signWrongly(on: boolean): void;
  /** How webhook bodies carry non-ASCII text (default 'escaped'); see webhooks.ts. */
  webhookUnicode(mode: UnicodeMode): void;
  /** 'sync': free-form text outside the window is refused at once with 131047 instead of by webhook. */
  reengagementErrors(mode: 'async' | 'sync'): void;
  /** Where webhooks go; null: they are not sent (states are still recorded). `termiiUrl` undefined: unchanged. */
  setWebhook(whatsappUrl: string | null, termiiUrl?: string | null): void;
  webhookUrls(): { whatsapp: string | null; termii: string | null };
  /** On: each accepted message is followed by sent, delivered, read (Termii: Message Sent, Delivered). */
  autoStatuses(on: boolean): void;
  postStatuses(wamid: string, states: StatusState[], options?: StatusOptions): Promise<void>;
  /** The customer writes `text`: the messages webhook, and their 24-hour window opens. */
  inbound(from: InboundFrom, text: string, options?: InboundOptions): Promise<void>;
  /** The customer sends a picture (default a real small JPEG; or one too large, or one that is not a picture); returns its wamid. */
  inboundImage(from: InboundFrom, media?: { file?: MediaSample; caption?: string }, options?: InboundOptions): Promise<string>;
  /** A voice note (default a real Ogg Opus; or one too large); returns its wamid. */
  inboundVoiceNote(from: InboundFrom, media?: { file?: MediaSample }, options?: InboundOptions): Promise<string>;
  inboundLocation(from: InboundFrom, location: { latitude: number; longitude: number; name?: string; address?: string }, options?: InboundOptions): Promise<string>;
  /** A tap on a template's quick-reply button (type `button`). */
  inboundButton(from: InboundFrom, text: string, options?: InboundOptions): Promise<string>;
  /** Any other message, as Meta writes its content: {type: 'interactive', interactive: {...}}, {type: 'sticker', sticker: {...}}. */
  inboundOther(from: InboundFrom, content: Record<string, unknown>, options?: InboundOptions): Promise<string>;
  /** Meta's user_preferences webhook: the customer stopped (or resumed) marketing messages; while stopped,
   *  marketing templates to them are accepted, then fail with 131050. */
  userPreferencesStop(from: string): Promise<void>;
  userPreferencesResume(from: string): Promise<void>;
  /** Termii's signed delivery report for every SMS with this message_id. */
  termiiReport(messageId: string, status: 'Delivered' | 'Message Sent' | 'Message Failed' | 'DND Active on Phone Number' | 'Rejected' | 'Expired'): Promise<void>;
  /** Meta's GET handshake against the WhatsApp webhook: whether it answered 200 with exactly the challenge. */
  verifyWebhook(): Promise<boolean>;
  /** Every webhook posted, oldest first, with its attempts. */
  deliveries(): FakeDelivery[];
  /** Resolves when no webhook is on its way (statuses posted after an answer included). */
  whenIdle(): Promise<void>;
  /** Forgets messages, windows, deliveries and number lists; switches back to their defaults. Templates and the
   *  two automatic modes (autoStatuses, autoApproveTemplates) stay. */
  reset(): void;
  close(): Promise<void>;
};

function defaultConfig(options: Partial<MessagingFakeConfig>): MessagingFakeConfig {
  return {
    accessToken: options.accessToken ?? `EAAfake${randomBytes(24).toString('base64url')}`,
    phoneNumberId: options.phoneNumberId ?? newNumericId(15),
    businessAccountId: options.businessAccountId ?? newNumericId(15),
    appSecret: options.appSecret ?? randomBytes(16).toString('hex'),
    verifyToken: options.verifyToken ?? randomBytes(12).toString('base64url'),
    apiVersion: options.apiVersion ?? 'v24.0',
    termiiApiKey: options.termiiApiKey ?? `TL${randomBytes(24).toString('base64url')}`,
    termiiSenderId: options.termiiSenderId ?? 'AdireLiving',
    termiiSecret: options.termiiSecret ?? randomBytes(24).toString('hex'),
  };
}

export async function startMessagingFake(options: MessagingFakeOptions = {}): Promise<MessagingFake> {
  const config = defaultConfig(options);
  const state = new MessagingState(config);
  const poster = new WebhookPoster();
  let whatsappUrl = options.webhookUrl ?? null;
  let termiiUrl = options.termiiWebhookUrl ?? null;
  let wrongSecret = false;
  let unicode: UnicodeMode = 'escaped';
  let automatic = false;
  let approveOnSubmit = false;

  async function postMeta(changes: WhatsAppChange[]) {
    if (!whatsappUrl) return;
    const { body, signature } = metaWebhook(whatsappEnvelope(config, changes), unicode, wrongSecret ? `${config.appSecret}-wrong` : config.appSecret);
    await poster.post('whatsapp', whatsappUrl, body, { 'x-hub-signature-256': signature, 'user-agent': 'facebookexternalua' }, signature);
  }

  async function postStatuses(wamid: string, states: StatusState[], statusOptions: StatusOptions = {}) {
    const message = state.message(wamid);
    const repeated = states.flatMap((s) => Array<StatusState>(statusOptions.repeat ?? 1).fill(s));
    const ordered = statusOptions.reverse ? repeated.reverse() : repeated;
    const objects = ordered.map((s) => statusObject(message, s, statusOptions.errorCode));
    message.statuses.push(...ordered);
    if (statusOptions.batch) return postMeta([statusesChange(config, objects)]);
    for (const object of objects) await postMeta([statusesChange(config, [object])]);
  }

  /** Posts one inbound message; a number's 24-hour window opens (a hidden number has none the fake tracks). */
  async function postInbound(from: InboundFrom, content: Record<string, unknown>, { name = 'Adaeze Okafor', wamid = newWamid() }: InboundOptions = {}) {
    const sender: FakeSender = typeof from === 'string' ? { waId: digitsOf(from) } : from;
    if ('waId' in sender) state.lastInbound.set(sender.waId, Date.now());
    await postMeta([inboundChange(config, sender, name, wamid, content)]);
    return wamid;
  }

  /** Holds `file` as Meta's media and posts the message carrying its id. */
  async function postMedia(from: InboundFrom, type: 'image' | 'audio', file: MediaSample, extra: Record<string, unknown>, options?: InboundOptions) {
    const { bytes, mimeType } = await sampleMedia(file);
    const id = newNumericId(16);
    state.media.set(id, { id, bytes, mimeType });
    return postInbound(from, { type, [type]: { id, mime_type: mimeType, sha256: 'fake', ...extra } }, options);
  }

  async function reportSms(messages: FakeSentMessage[], status: string) {
    for (const message of messages) {
      message.statuses.push(status);
      if (!termiiUrl) continue;
      const body = JSON.stringify(termiiReportBody(message, status, config.termiiSenderId));
      const signature = termiiSignature(wrongSecret ? `${config.termiiSecret}-wrong` : config.termiiSecret, body);
      await poster.post('termii', termiiUrl, body, { 'x-termii-signature': signature }, signature);
    }
  }

  async function setTemplateStatus(name: string, status: TemplateStatus, reason?: string) {
    const named = [...state.templates.values()].filter((t) => t.name === name);
    if (named.length === 0) throw new Error(`The messaging fake holds no template ${name}`);
    for (const template of named) {
      Object.assign(template, { status, rejectedReason: reason ?? (status === 'REJECTED' ? 'INVALID_FORMAT' : 'NONE') });
      await postMeta([templateStatusChange(template)]);
    }
  }

  async function api(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const text = await readBody(request);
    let body: unknown = null;
    let readable = true;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      readable = false;
    }
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith('/termii/')) {
      const answer = termiiApi(state, { method, path: url.pathname.slice('/termii'.length), query: url.searchParams, body });
      sendJson(response, answer.status, answer.json);
      if (!answer.accepted) return;
      const { messages, dnd } = answer.accepted;
      if (dnd.length > 0) poster.later(() => reportSms(dnd, DND_STATUS));
      const delivered = messages.filter((m) => !dnd.includes(m));
      if (automatic) poster.later(async () => (await reportSms(delivered, 'Message Sent'), reportSms(delivered, 'Delivered')));
      return;
    }
    try {
      if (!readable) throw invalidParameter('Invalid parameter', 'the request body is not JSON');
      const answer = cloudApi(state, { method, path: url.pathname, query: url.searchParams, authorization: request.headers.authorization, body, baseUrl: fake.url });
      sendJson(response, answer.status, answer.json);
      const accepted = answer.accepted;
      if (accepted?.failure) poster.later(() => postStatuses(accepted.message.id, ['failed'], { errorCode: accepted.failure! }));
      else if (accepted && automatic) poster.later(() => postStatuses(accepted.message.id, ['sent', 'delivered', 'read']));
      if (method === 'POST' && url.pathname.endsWith('/message_templates') && approveOnSubmit) {
        poster.later(() => setTemplateStatus((body as { name: string }).name, 'APPROVED'));
      }
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      sendJson(response, error.status, error.body());
    }
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    if (url.pathname === DOWNLOAD_PATH && request.method === 'GET') return serveDownload(state.media, config.accessToken, request, response, url);
    const handler = url.pathname.startsWith('/__fake/') ? controls(fake, request, response, url.pathname) : api(request, response, url);
    handler.catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: `Fake error: ${error instanceof Error ? error.message : String(error)}` });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const fake: MessagingFake = {
    url: base,
    termiiUrl: `${base}/termii`,
    config,
    env: () => ({
      WHATSAPP_API_URL: base,
      WHATSAPP_API_VERSION: config.apiVersion,
      WHATSAPP_ACCESS_TOKEN: config.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: config.phoneNumberId,
      WHATSAPP_BUSINESS_ACCOUNT_ID: config.businessAccountId,
      WHATSAPP_APP_SECRET: config.appSecret,
      WHATSAPP_VERIFY_TOKEN: config.verifyToken,
      TERMII_API_URL: `${base}/termii`,
      TERMII_API_KEY: config.termiiApiKey,
      TERMII_SENDER_ID: config.termiiSenderId,
      TERMII_SECRET: config.termiiSecret,
    }),
    sent: () => [...state.sent],
    templates: () => [...state.templates.values()],
    setTemplateStatus,
    addTemplate({ name, language = 'en', category = 'UTILITY', body, status = 'APPROVED' }) {
      const format = /\{\{\s*\d+\s*\}\}/.test(body) ? 'POSITIONAL' : 'NAMED';
      const template: FakeTemplate = { id: newNumericId(16), name, language, category, status, rejectedReason: 'NONE', parameterFormat: format, components: [{ type: 'BODY', text: body }] };
      state.templates.set(`${name}:${language}`, template);
      return template;
    },
    autoApproveTemplates: (on) => void (approveOnSubmit = on),
    failNumbers: state.failNumbers,
    dndNumbers: state.dndNumbers,
    rateLimit: (perSecond) => void (state.throughput.perSecond = perSecond),
    pairRateLimit: (on) => void (state.pairs.on = on),
    expireToken: () => void (state.tokenExpired = true),
    signWrongly: (on) => void (wrongSecret = on),
    webhookUnicode: (mode) => void (unicode = mode),
    reengagementErrors: (mode) => void (state.reengagement = mode),
    setWebhook(whatsapp, termii) {
      whatsappUrl = whatsapp;
      if (termii !== undefined) termiiUrl = termii;
    },
    webhookUrls: () => ({ whatsapp: whatsappUrl, termii: termiiUrl }),
    autoStatuses: (on) => void (automatic = on),
    postStatuses,
    async inbound(from, text, inboundOptions) {
      await postInbound(from, { type: 'text', text: { body: text } }, inboundOptions);
    },
    inboundImage: (from, { file = 'picture', caption } = {}, inboundOptions) => postMedia(from, 'image', file, caption === undefined ? {} : { caption }, inboundOptions),
    inboundVoiceNote: (from, { file = 'voice-note' } = {}, inboundOptions) => postMedia(from, 'audio', file, { voice: true }, inboundOptions),
    inboundLocation: (from, location, inboundOptions) => postInbound(from, { type: 'location', location }, inboundOptions),
    inboundButton: (from, text, inboundOptions) => postInbound(from, { type: 'button', button: { payload: text, text } }, inboundOptions),
    inboundOther: (from, content, inboundOptions) => postInbound(from, content, inboundOptions),
    userPreferencesStop(from) {
      state.marketingStopped.add(digitsOf(from));
      return postMeta([userPreferencesChange(config, digitsOf(from), 'stop')]);
    },
    userPreferencesResume(from) {
      state.marketingStopped.delete(digitsOf(from));
      return postMeta([userPreferencesChange(config, digitsOf(from), 'resume')]);
    },
    async termiiReport(messageId, status) {
      const messages = state.sent.filter((m) => m.channel === 'sms' && m.id === messageId);
      if (messages.length === 0) throw new Error(`The messaging fake sent no SMS ${messageId}`);
      await reportSms(messages, status);
    },
    async verifyWebhook() {
      if (!whatsappUrl) throw new Error('No WhatsApp webhook URL is set');
      const challenge = newNumericId(10);
      const url = new URL(whatsappUrl);
      url.search = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': challenge, 'hub.verify_token': config.verifyToken }).toString();
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      return response.status === 200 && (await response.text()) === challenge;
    },
    deliveries: () => [...poster.deliveries],
    whenIdle: () => poster.idle(),
    reset() {
      state.sent.length = 0;
      state.lastInbound.clear();
      state.media.clear();
      state.failNumbers.clear();
      state.dndNumbers.clear();
      state.marketingStopped.clear();
      state.pairs.clear();
      state.pairs.on = true;
      state.throughput.perSecond = DEFAULT_RATE_PER_SECOND;
      state.throughput.clear();
      state.tokenExpired = false;
      state.reengagement = 'async';
      poster.deliveries.length = 0;
      wrongSecret = false;
      unicode = 'escaped';
    },
    async close() {
      poster.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/**
 * Starts a stand-in and points this test process's WHATSAPP_* and TERMII_* variables at it: for a test
 * file's vi.hoisted block, before anything reads the environment.
 */
export async function startMessagingFakeForThisShop(options: MessagingFakeOptions = {}): Promise<MessagingFake> {
  const started = await startMessagingFake(options);
  Object.assign(process.env, started.env());
  return started;
}
