import { GraphError, invalidParameter, type CloudAnswer } from './graph';
import { newNumericId, variablesOf, type FakeTemplate, type FakeTemplateComponent, type MessagingState, type TemplateCategory } from './state';

// POST and GET /<version>/<WABA_ID>/message_templates: a submitted template waits in PENDING until
// the test (or the demo) decides (setTemplateStatus); the list answers {data, paging} as Meta does.

const CATEGORIES: readonly TemplateCategory[] = ['UTILITY', 'MARKETING', 'AUTHENTICATION'];
// Meta's default fields when `fields` is not given; rejected_reason only comes when asked for.
const DEFAULT_FIELDS = ['name', 'parameter_format', 'components', 'language', 'status', 'category', 'id'];
const PAGE_SIZE = 25;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body with variables needs example values: body_text_named_params for NAMED, body_text for POSITIONAL. */
function checkExamples(component: FakeTemplateComponent, format: FakeTemplate['parameterFormat']) {
  const variables = variablesOf(component.text);
  if (variables.length === 0 || component.type.toUpperCase() !== 'BODY') return;
  const numbered = variables.every((name) => /^\d+$/.test(name));
  if (format === 'POSITIONAL' && !numbered) throw invalidParameter('Invalid parameter', 'named variables need parameter_format NAMED');
  if (format === 'NAMED' && numbered) throw invalidParameter('Invalid parameter', 'numbered variables need parameter_format POSITIONAL');
  const example = isObject(component.example) ? component.example : {};
  if (format === 'NAMED') {
    const given = Array.isArray(example.body_text_named_params) ? example.body_text_named_params.filter(isObject).map((p) => p.param_name) : [];
    const missing = variables.filter((name) => !given.includes(name));
    if (missing.length > 0) throw invalidParameter('Invalid parameter', `body: example.body_text_named_params has no example for ${missing.join(', ')}`);
  } else {
    const row: unknown = Array.isArray(example.body_text) ? example.body_text[0] : undefined;
    if (!Array.isArray(row) || row.length !== variables.length) throw invalidParameter('Invalid parameter', `body: example.body_text needs ${variables.length} example values`);
  }
}

export function createTemplate(state: MessagingState, body: unknown): CloudAnswer {
  if (!isObject(body)) throw invalidParameter('Invalid parameter', 'the request body must be a JSON object');
  const { name, language, category, components } = body;
  if (typeof name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(name)) throw invalidParameter('Invalid parameter', 'name: lowercase letters, digits and underscores, at most 512');
  if (typeof language !== 'string' || language === '') throw invalidParameter('The parameter language is required.', 'language is required');
  // Graph takes its enum values in either case (category "utility", parameter_format "named").
  const kind = String(category).toUpperCase() as TemplateCategory;
  if (!CATEGORIES.includes(kind)) throw invalidParameter('Invalid parameter', 'category must be UTILITY, MARKETING or AUTHENTICATION');
  if (!Array.isArray(components) || !components.every((c) => isObject(c) && typeof c.type === 'string')) throw invalidParameter('The parameter components is required.', 'components is a list of {type, ...}');
  const parts = components as FakeTemplateComponent[];
  if (!parts.some((c) => c.type.toUpperCase() === 'BODY' && typeof c.text === 'string' && c.text.trim() !== '')) throw invalidParameter('Invalid parameter', 'components: a BODY with text is required');
  const requested = body.parameter_format === undefined ? 'POSITIONAL' : String(body.parameter_format).toUpperCase();
  if (requested !== 'NAMED' && requested !== 'POSITIONAL') throw invalidParameter('Invalid parameter', 'parameter_format must be NAMED or POSITIONAL');
  const format = requested;
  for (const component of parts) checkExamples(component, format);
  if (state.templates.has(`${name}:${language}`)) {
    throw new GraphError(400, 100, '(#100) Invalid parameter', { subcode: 2388024, details: `Content in this language already exists: ${name} (${language})` });
  }
  const template: FakeTemplate = { id: newNumericId(16), name, language, category: kind, status: 'PENDING', rejectedReason: 'NONE', parameterFormat: format, components: parts };
  state.templates.set(`${name}:${language}`, template);
  return { status: 200, json: { id: template.id, status: template.status, category: template.category } };
}

function templateJson(template: FakeTemplate, fields: string[]) {
  const all: Record<string, unknown> = {
    name: template.name,
    parameter_format: template.parameterFormat,
    components: template.components,
    language: template.language,
    status: template.status,
    category: template.category,
    id: template.id,
    rejected_reason: template.rejectedReason,
  };
  return Object.fromEntries([...new Set([...fields, 'id'])].filter((field) => field in all).map((field) => [field, all[field]]));
}

export function listTemplates(state: MessagingState, query: URLSearchParams, selfUrl: string): CloudAnswer {
  const fields = query.get('fields')?.split(',').map((field) => field.trim()) ?? DEFAULT_FIELDS;
  const limit = Math.max(1, Math.min(Number(query.get('limit')) || PAGE_SIZE, 1000));
  const name = query.get('name');
  const status = query.get('status');
  const matching = [...state.templates.values()].filter((t) => (!name || t.name.includes(name)) && (!status || t.status === status));
  const start = query.get('after') ? Number(Buffer.from(query.get('after')!, 'base64url').toString()) : 0;
  const page = matching.slice(start, start + limit);
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
  const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + page.length) } };
  if (start + page.length < matching.length) {
    const next = new URL(selfUrl);
    query.forEach((value, key) => next.searchParams.set(key, value));
    next.searchParams.set('after', cursor(start + page.length));
    paging.next = next.toString();
  }
  return { status: 200, json: { data: page.map((t) => templateJson(t, fields)), paging } };
}
