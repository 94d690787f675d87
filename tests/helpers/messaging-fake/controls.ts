import type http from 'node:http';
import type { MediaSample, MessagingFake } from '../messaging-fake';
import { readBody, sendJson } from '../paystack-fake/http';
import type { StatusState } from './payloads';
import type { TemplateStatus } from './state';
import type { UnicodeMode } from './webhooks';

// The fake steered over HTTP, for scripts/whatsapp-fake.ts and tests in another process (Playwright):
// GET  /__fake/state                 {whatsapp, termii (the webhook URLs), sent, templates, deliveries}
// POST /__fake/inbound               {from, text, name?}: the customer writes (opens the 24-hour window)
// POST /__fake/inbound-message       {from | userId, type: 'image' | 'audio' | 'location' | 'button', name?,
//                                     file? (a MediaSample), caption?, text?, location?}: answers {wamid}
// POST /__fake/user-preferences      {from, value: 'stop' | 'resume'}
// POST /__fake/templates             {name, language?, category?, body, status?}: put into the registry
// POST /__fake/templates/status      {name, status, reason?}: with the status webhook
// POST /__fake/statuses              {id, states, batch?, reverse?, repeat?, errorCode?}
// POST /__fake/termii-report         {id, status}
// POST /__fake/config                {failNumbers?, dndNumbers?, rateLimit?, pairRateLimit?, expireToken?,
//                                     signWrongly?, autoStatuses?, autoApproveTemplates?, reengagement?,
//                                     unicode?, webhookUrl?, termiiWebhookUrl?}
// POST /__fake/reset

type Body = Record<string, unknown>;

/** A picture, voice note, location or button's tap, posted for a process that did not start the fake. */
function inboundMessage(fake: MessagingFake, body: Body): Promise<string> {
  const from = typeof body.userId === 'string' ? { userId: body.userId } : String(body.from);
  const options = { name: typeof body.name === 'string' ? body.name : undefined };
  const file = typeof body.file === 'string' ? (body.file as MediaSample) : undefined;
  switch (body.type) {
    case 'image':
      return fake.inboundImage(from, { file, caption: typeof body.caption === 'string' ? body.caption : undefined }, options);
    case 'audio':
      return fake.inboundVoiceNote(from, { file }, options);
    case 'location':
      return fake.inboundLocation(from, body.location as Parameters<MessagingFake['inboundLocation']>[1], options);
    default:
      return fake.inboundButton(from, String(body.text), options);
  }
}

function configure(fake: MessagingFake, body: Body) {
  const replace = (set: Set<string>, list: unknown) => {
    if (!Array.isArray(list)) return;
    set.clear();
    for (const item of list) set.add(String(item));
  };
  replace(fake.failNumbers, body.failNumbers);
  replace(fake.dndNumbers, body.dndNumbers);
  if ('rateLimit' in body) fake.rateLimit(typeof body.rateLimit === 'number' ? body.rateLimit : null);
  if (typeof body.pairRateLimit === 'boolean') fake.pairRateLimit(body.pairRateLimit);
  if (body.expireToken === true) fake.expireToken();
  if (typeof body.signWrongly === 'boolean') fake.signWrongly(body.signWrongly);
  if (typeof body.autoStatuses === 'boolean') fake.autoStatuses(body.autoStatuses);
  if (typeof body.autoApproveTemplates === 'boolean') fake.autoApproveTemplates(body.autoApproveTemplates);
  if (body.reengagement === 'sync' || body.reengagement === 'async') fake.reengagementErrors(body.reengagement);
  if (typeof body.unicode === 'string') fake.webhookUnicode(body.unicode as UnicodeMode);
  if ('webhookUrl' in body || 'termiiWebhookUrl' in body) {
    const url = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    const current = fake.webhookUrls();
    fake.setWebhook('webhookUrl' in body ? url(body.webhookUrl) : current.whatsapp, 'termiiWebhookUrl' in body ? url(body.termiiWebhookUrl) : current.termii);
  }
}

export async function controls(fake: MessagingFake, request: http.IncomingMessage, response: http.ServerResponse, path: string) {
  const text = await readBody(request);
  const body = (text ? JSON.parse(text) : {}) as Body;
  const done = (json: unknown) => sendJson(response, 200, json);
  switch (`${request.method} ${path}`) {
    case 'GET /__fake/state':
      return done({ ...fake.webhookUrls(), sent: fake.sent(), templates: fake.templates(), deliveries: fake.deliveries() });
    case 'POST /__fake/inbound':
      return done((await fake.inbound(String(body.from), String(body.text), { name: typeof body.name === 'string' ? body.name : undefined }), { ok: true }));
    case 'POST /__fake/inbound-message':
      return done({ wamid: await inboundMessage(fake, body) });
    case 'POST /__fake/user-preferences':
      return done((await (body.value === 'resume' ? fake.userPreferencesResume : fake.userPreferencesStop)(String(body.from)), { ok: true }));
    case 'POST /__fake/templates':
      return done(fake.addTemplate(body as Parameters<MessagingFake['addTemplate']>[0]));
    case 'POST /__fake/templates/status':
      return done((await fake.setTemplateStatus(String(body.name), body.status as TemplateStatus, typeof body.reason === 'string' ? body.reason : undefined), { ok: true }));
    case 'POST /__fake/statuses':
      return done((await fake.postStatuses(String(body.id), body.states as StatusState[], body), { ok: true }));
    case 'POST /__fake/termii-report':
      return done((await fake.termiiReport(String(body.id), body.status as Parameters<MessagingFake['termiiReport']>[1]), { ok: true }));
    case 'POST /__fake/config':
      return done((configure(fake, body), { ok: true }));
    case 'POST /__fake/reset':
      return done((fake.reset(), { ok: true }));
    default:
      return sendJson(response, 404, { error: 'Unknown control' });
  }
}
