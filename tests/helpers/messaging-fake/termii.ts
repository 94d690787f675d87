import { smsPages, SMS_PAGE_COST } from './payloads';
import { digitsOf, newTermiiId, type FakeSentMessage, type MessagingState } from './state';

// Termii's messaging API under <fake>/termii: POST /api/sms/send (api_key in the body) and
// GET /api/get-balance?api_key=. The success body is Termii's documented one; its error bodies are not
// documented, so refusals here are {code: "error", message}. Not modelled: MTN numbers held on the
// generic route from 20:00 to 08:00 WAT (tests would then depend on the time of day).

export type TermiiAnswer = {
  status: number;
  json: unknown;
  /** What was accepted; `dnd`: those the generic route refuses, whose report must say so at once. */
  accepted?: { messages: FakeSentMessage[]; dnd: FakeSentMessage[] };
};

const ACCOUNT_NAME = 'Adire Living';
const ROUTES = new Set(['generic', 'dnd', 'whatsapp']);
export const DND_STATUS = 'DND Active on Phone Number';

const refuse = (status: number, message: string): TermiiAnswer => ({ status, json: { code: 'error', message } });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function send(state: MessagingState, body: unknown): TermiiAnswer {
  if (!isObject(body)) return refuse(400, 'The request body must be JSON');
  const { api_key: apiKey, to, from, sms, type, channel } = body;
  if (apiKey !== state.config.termiiApiKey) return refuse(401, 'Invalid API key');
  const numbers = typeof to === 'string' ? [to] : Array.isArray(to) ? to : [];
  if (numbers.length === 0 || numbers.length > 100) return refuse(400, 'to is one number, or a list of at most 100');
  // Termii wants the international format without "+": 2348031234567.
  if (!numbers.every((n) => typeof n === 'string' && /^\d{10,15}$/.test(n))) return refuse(400, 'to must be in international format without +, e.g. 2348031234567');
  if (typeof from !== 'string' || !/^[A-Za-z0-9 ]{3,11}$/.test(from)) return refuse(400, 'from is a sender ID of 3 to 11 letters or digits');
  if (from !== state.config.termiiSenderId) return refuse(404, `Sender ID ${from} is not registered on this account`);
  if (typeof sms !== 'string' || sms.trim() === '') return refuse(400, 'sms is required');
  if (type !== 'plain') return refuse(400, 'type must be plain');
  if (typeof channel !== 'string' || !ROUTES.has(channel)) return refuse(400, 'channel must be generic, dnd or whatsapp');
  const cost = smsPages(sms) * SMS_PAGE_COST * numbers.length;
  if (state.balance < cost) return refuse(400, 'Insufficient balance');
  state.balance -= cost;

  const id = newTermiiId();
  const request = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'api_key'));
  const messages = (numbers as string[]).map(
    (number): FakeSentMessage => ({
      channel: 'sms',
      id,
      to: number,
      recipient: number,
      kind: 'sms',
      template: null,
      image: null,
      text: sms,
      request,
      route: channel as FakeSentMessage['route'],
      insideWindow: false,
      pricing: null,
      bizOpaqueCallbackData: null,
      statuses: [],
      at: new Date(),
    }),
  );
  state.sent.push(...messages);
  // The generic route does not deliver to numbers on the Do-Not-Disturb register; dnd does, regardless.
  const dnd = channel === 'generic' ? messages.filter((m) => [...state.dndNumbers].some((d) => digitsOf(d) === m.recipient)) : [];
  return {
    status: 200,
    // `code: "ok"` is read by several clients, though Termii's page shows only the other four fields.
    json: { code: 'ok', message_id: id, message: 'Successfully Sent', balance: state.balance, user: ACCOUNT_NAME },
    accepted: { messages, dnd },
  };
}

export function termiiApi(state: MessagingState, request: { method: string; path: string; query: URLSearchParams; body: unknown }): TermiiAnswer {
  if (request.method === 'POST' && request.path === '/api/sms/send') return send(state, request.body);
  if (request.method === 'GET' && request.path === '/api/get-balance') {
    if (request.query.get('api_key') !== state.config.termiiApiKey) return refuse(401, 'Invalid API key');
    return { status: 200, json: { user: ACCOUNT_NAME, balance: state.balance, currency: 'NGN' } };
  }
  return refuse(404, `No route ${request.method} ${request.path}`);
}
