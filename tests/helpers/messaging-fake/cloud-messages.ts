import { acceptedAnswer, GraphError, invalidParameter, recipientOf, type CloudAnswer } from './graph';
import { digitsOf, newWamid, renderText, variablesOf, type FakePricing, type FakeSentMessage, type FakeTemplate, type MessagingState } from './state';

// POST /<version>/<PHONE_NUMBER_ID>/messages: a free-form text, a picture by its link, or a template,
// checked as Meta checks them. Refusals Meta gives at once answer here; those Meta gives by a `failed`
// status webhook after accepting (131026 not on WhatsApp, 131047 outside the 24-hour window, 131050 a
// marketing template to a customer who stopped marketing messages, 131053 a picture Meta could not take
// from its link) are returned as `failure`.

type Content = { kind: 'text' | 'image' | 'template'; text: string; template: FakeSentMessage['template']; image?: FakeSentMessage['image'] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// HTTP 400 for the template and rate errors: fixtures show 404 (132001) and 429 (130429, 131056) too.
const templateMissing = (name: string, language: string) =>
  new GraphError(400, 132001, '(#132001) Template name does not exist in the translation', { details: `template name (${name}) does not exist in ${language}`, subcode: 2494073 });
const countMismatch = (details: string) => new GraphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', { details });

// Paused and disabled templates have codes of their own on Meta's error-code page; a pending or
// rejected one is "does not exist" (132001) as far as sending goes.
function checkSendable(template: FakeTemplate) {
  if (template.status === 'APPROVED') return;
  if (template.status === 'PAUSED') throw new GraphError(400, 132015, '(#132015) Template is Paused', { details: 'Template is paused due to low quality so it cannot be sent in a template message.' });
  if (template.status === 'DISABLED') throw new GraphError(400, 132016, '(#132016) Template is Disabled', { details: 'Template has been paused too many times due to low quality and is now permanently disabled.' });
  throw templateMissing(template.name, template.language);
}

function textContent(body: Record<string, unknown>): Content {
  const text = isObject(body.text) ? body.text.body : undefined;
  if (typeof text !== 'string' || text.trim() === '') throw invalidParameter("The parameter text['body'] is required.", 'text.body is required');
  if (text.length > 4096) throw invalidParameter('Param text.body is too long', 'text.body is at most 4096 characters');
  return { kind: 'text', text, template: null };
}

/** Meta takes pictures as JPEG or PNG (at most 5 MB); the fake judges the link's type by its extension. */
const PICTURE_LINK = /\.(jpe?g|png)$/i;
const CAPTION_MAX = 1024;

/**
 * `image: { link, caption }`: Meta fetches the link after accepting the message (so a bad type fails by
 * webhook, 131053); an uploaded media id is not kept by this fake.
 */
function imageContent(body: Record<string, unknown>): Content {
  const image = body.image;
  if (!isObject(image)) throw invalidParameter('The parameter image is required.', 'image is required for type image');
  if (image.id !== undefined) throw invalidParameter('Invalid parameter', 'this fake sends pictures by link only, not by media id');
  const { link, caption } = image;
  let url: URL | null = null;
  try {
    url = typeof link === 'string' ? new URL(link) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw invalidParameter("The parameter image['link'] is required.", 'image.link must be an http(s) URL');
  if (caption !== undefined && (typeof caption !== 'string' || caption.length > CAPTION_MAX)) throw invalidParameter('Param image.caption is too long', `image.caption is text of at most ${CAPTION_MAX} characters`);
  return { kind: 'image', text: caption ?? '', template: null, image: { link: url.toString(), caption: caption ?? null } };
}

/** A parameter's text: `text`, or the fallback of a currency or date_time; media parameters have none. */
function parameterText(parameter: unknown, where: string): string {
  if (!isObject(parameter)) throw invalidParameter('Invalid parameter', `${where}: each parameter is an object`);
  const { type } = parameter;
  if (type === 'text') {
    const text = parameter.text;
    if (typeof text !== 'string' || text === '') throw new GraphError(400, 131008, '(#131008) Required parameter is missing', { details: `${where}: parameter text is empty` });
    // Meta refuses line breaks, tabs and long runs of spaces inside a parameter.
    if (/[\n\t]| {5,}/.test(text)) throw new GraphError(400, 132018, '(#132018) There was an issue with the parameters in your template.', { details: 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces' });
    return text;
  }
  if (type === 'currency' || type === 'date_time') {
    const value = parameter[type];
    if (!isObject(value) || typeof value.fallback_value !== 'string') throw invalidParameter('Invalid parameter', `${where}: ${type}.fallback_value is required`);
    return value.fallback_value;
  }
  if (type === 'image' || type === 'document' || type === 'video') return '';
  throw invalidParameter('Invalid parameter', `${where}: unknown parameter type ${String(type)}`);
}

/** The values of one component's variables, checked against the registered text (count, and names when NAMED). */
function componentValues(template: FakeTemplate, type: string, variables: string[], parameters: unknown[]): Record<string, string> {
  const where = type.toLowerCase();
  if (parameters.length !== variables.length) {
    throw countMismatch(`${where}: number of localizable_params (${parameters.length}) does not match the expected number of params (${variables.length})`);
  }
  const values: Record<string, string> = {};
  parameters.forEach((parameter, index) => {
    const name = template.parameterFormat === 'NAMED' && isObject(parameter) ? parameter.parameter_name : variables[index];
    if (typeof name !== 'string' || !variables.includes(name) || name in values) {
      throw countMismatch(`${where}: parameter_name (${String(name)}) is not one of the template's variables (${variables.join(', ')})`);
    }
    values[name] = parameterText(parameter, where);
  });
  return values;
}

function templateContent(state: MessagingState, body: Record<string, unknown>): Content {
  const request = body.template;
  if (!isObject(request)) throw invalidParameter('The parameter template is required.', 'template is required for type template');
  const { name, language } = request;
  if (typeof name !== 'string' || name === '') throw invalidParameter("The parameter template['name'] is required.", 'template.name is required');
  const code = isObject(language) ? language.code : undefined;
  if (typeof code !== 'string' || code === '') throw invalidParameter("The parameter template['language'] is required.", 'template.language.code is required');
  if (isObject(language) && language.policy !== undefined && language.policy !== 'deterministic') throw invalidParameter('Invalid parameter', 'template.language.policy must be deterministic');
  const template = state.templates.get(`${name}:${code}`);
  if (!template) throw templateMissing(name, code);
  checkSendable(template);

  const sent = request.components === undefined ? [] : request.components;
  if (!Array.isArray(sent) || !sent.every(isObject)) throw invalidParameter('Invalid parameter', 'template.components must be a list of objects');
  const named: Record<string, string> = {};
  const lines: string[] = [];
  for (const component of template.components) {
    const type = component.type.toUpperCase();
    if (type !== 'HEADER' && type !== 'BODY' && type !== 'FOOTER') continue; // buttons are not checked by the fake
    const variables = variablesOf(component.text);
    const match = sent.find((c) => String(c.type).toUpperCase() === type);
    const parameters = Array.isArray(match?.parameters) ? (match.parameters as unknown[]) : [];
    const values = componentValues(template, type, variables, parameters);
    Object.assign(named, values);
    if (component.text) lines.push(renderText(component.text, values));
  }
  for (const component of sent) {
    const type = String(component.type).toUpperCase();
    const known = template.components.some((c) => c.type.toUpperCase() === type);
    if (type !== 'BUTTON' && !known) throw countMismatch(`${type.toLowerCase()}: the template has no ${type.toLowerCase()} component`);
  }
  const params = Object.values(named);
  return { kind: 'template', text: lines.join('\n'), template: { name, language: code, category: template.category, params, named } };
}

/** Meta's pricing since July 2025: per delivered template; free-form text and utility templates inside the window are free. */
function pricingOf(content: Content, insideWindow: boolean): FakePricing {
  const category = content.template?.category.toLowerCase() ?? 'service';
  if (content.kind !== 'template') return { billable: false, pricing_model: 'PMP', type: 'free_customer_service', category: 'service' };
  if (insideWindow && category === 'utility') return { billable: false, pricing_model: 'PMP', type: 'free_customer_service', category };
  return { billable: true, pricing_model: 'PMP', type: 'regular', category };
}

export function sendMessage(state: MessagingState, body: unknown): CloudAnswer {
  if (!state.throughput.take()) throw new GraphError(400, 130429, '(#130429) Rate limit hit', { details: 'Cloud API message throughput has been reached.' });
  if (!isObject(body)) throw invalidParameter('Invalid parameter', 'the request body must be a JSON object');
  if (body.messaging_product !== 'whatsapp') throw invalidParameter('The parameter messaging_product is required.', 'messaging_product must be "whatsapp"');
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual' && body.recipient_type !== 'group') throw invalidParameter('Invalid parameter', 'recipient_type must be individual or group');
  const { to, biz_opaque_callback_data: callback } = body;
  if (typeof to !== 'string' || digitsOf(to) === '') throw invalidParameter('The parameter to is required.', 'to is required');
  if (callback !== undefined && (typeof callback !== 'string' || callback.length > 512)) throw invalidParameter('Invalid parameter', 'biz_opaque_callback_data is text of at most 512 characters');

  let content: Content;
  if (body.type === 'text') content = textContent(body);
  else if (body.type === 'image') content = imageContent(body);
  else if (body.type === 'template') content = templateContent(state, body);
  else throw invalidParameter('Invalid parameter', `type ${String(body.type)}: this fake sends only text, image and template messages`);

  const recipient = recipientOf(to);
  const insideWindow = state.windowOpen(recipient);
  const outsideWindow = content.kind !== 'template' && !insideWindow;
  if (outsideWindow && state.reengagement === 'sync') {
    throw new GraphError(400, 131047, '(#131047) Re-engagement message', { details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' });
  }
  if (!state.pairs.take(recipient)) {
    throw new GraphError(400, 131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit', { details: 'Too many messages sent from this phone number to the same phone number in a short period of time.' });
  }
  const message: FakeSentMessage = {
    channel: 'whatsapp',
    id: newWamid(),
    to,
    recipient,
    kind: content.kind,
    template: content.template,
    image: content.image ?? null,
    text: content.text,
    request: body,
    route: null,
    insideWindow,
    pricing: pricingOf(content, insideWindow),
    bizOpaqueCallbackData: callback ?? null,
    statuses: [],
    at: new Date(),
  };
  state.sent.push(message);
  const unreachable = !/^\d{10,15}$/.test(recipient) || [...state.failNumbers].some((number) => digitsOf(number) === recipient);
  const stopped = content.template?.category === 'MARKETING' && state.marketingStopped.has(recipient);
  const unfetchable = content.image && !PICTURE_LINK.test(new URL(content.image.link).pathname);
  return acceptedAnswer(message, unreachable ? 131026 : outsideWindow ? 131047 : stopped ? 131050 : unfetchable ? 131053 : null);
}
