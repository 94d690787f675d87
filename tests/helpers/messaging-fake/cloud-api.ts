import { GraphError, type CloudAnswer } from './graph';
import type { MessagingState } from './state';
import { sendMessage } from './cloud-messages';
import { createTemplate, listTemplates } from './cloud-templates';
import { describeMedia } from './media';

// Meta's Graph API as the shop meets it: /<version>/<PHONE_NUMBER_ID>/messages,
// /<version>/<WABA_ID>/message_templates and /<version>/<MEDIA_ID> (media.ts) behind a Bearer token (or ?access_token=), refusals in
// Graph's envelope (graph.ts).

function checkToken(state: MessagingState, authorization: string | undefined, query: URLSearchParams) {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? query.get('access_token');
  // HTTP 401 for code 190: reported both as 401 and as 400; the issue asks for 401.
  if (token !== state.config.accessToken) throw new GraphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
  if (state.tokenExpired) {
    const expired = new Date(Date.now() - 3600_000).toUTCString();
    throw new GraphError(401, 190, `Error validating access token: Session has expired on ${expired}. The current time is ${new Date().toUTCString()}.`, { subcode: 463 });
  }
}

const unknownObject = (id: string, method: string) =>
  new GraphError(400, 100, `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`, {
    type: 'GraphMethodException',
    subcode: 33,
  });

export function cloudApi(state: MessagingState, request: { method: string; path: string; query: URLSearchParams; authorization?: string; body: unknown; baseUrl: string }): CloudAnswer {
  const { method, query } = request;
  const [, version = '', objectId = '', edge, ...rest] = request.path.split('/');
  checkToken(state, request.authorization, query);
  // Graph serves several versions at once; the fake only the configured one, so a client that ignores
  // WHATSAPP_API_VERSION is caught. Graph's answer to an unknown version is unconfirmed: a 400 here.
  if (version !== state.config.apiVersion) throw new GraphError(400, 100, `(#100) Unknown version ${version}: this fake serves ${state.config.apiVersion}`);
  const media = state.media.get(objectId);
  if (media && edge === undefined && method === 'GET') return describeMedia(media, request.baseUrl);
  if (rest.length > 0 || edge === undefined) throw new GraphError(400, 2500, `Unknown path components: ${request.path}`);
  if (edge === 'messages' && method === 'POST') {
    if (objectId !== state.config.phoneNumberId) throw unknownObject(objectId, method);
    return sendMessage(state, request.body);
  }
  if (edge === 'message_templates' && (method === 'POST' || method === 'GET')) {
    if (objectId !== state.config.businessAccountId) throw unknownObject(objectId, method);
    return method === 'POST' ? createTemplate(state, request.body) : listTemplates(state, query, `${request.baseUrl}${request.path}`);
  }
  throw unknownObject(objectId, method);
}
