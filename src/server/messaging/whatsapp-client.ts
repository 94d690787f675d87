import 'server-only';
import type { WhatsAppConfig } from '@/server/env';
import type { MessageTemplate } from './message-templates';
import { templateVariables } from './message-templates';

// Meta's WhatsApp Cloud API, the calls the shop makes (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
// send a free-form text, a picture or a template to one number, and submit and list the account's templates.
// WHATSAPP_API_URL and WHATSAPP_API_VERSION pin the host and version, so tests point it at a stand-in.
// A 200 means Meta accepted the message, not that it was delivered: the status webhooks tell that.

/** Meta's error envelope: `code` (130429 rate limit, 190 token, 131026 undeliverable…) decides what the shop does. */
export class WhatsAppApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly httpStatus: number,
    readonly subcode?: number,
    readonly details?: string,
  ) {
    super(message);
    this.name = 'WhatsAppApiError';
  }
}

export type SendOptions = {
  /** +234…: Meta prepends the business's own country code to a number without its +. */
  to: string;
  /** Comes back in every status webhook: the shop's message id. */
  callbackData: string;
  signal?: AbortSignal;
};

export type SentMessage = { wamid: string; waId: string | null };

export type RemoteTemplate = { id: string; name: string; language: string; status: string; category: string; rejectedReason: string | null };

const TIMEOUT_MS = 15_000;

type ErrorEnvelope = { error?: { message?: string; code?: number; error_subcode?: number; error_data?: { details?: string } } };

export function whatsappClient(config: WhatsAppConfig) {
  const base = `${config.apiUrl}/${config.apiVersion}`;

  async function call<T>(method: 'GET' | 'POST', url: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const json = (await response.json().catch(() => null)) as (T & ErrorEnvelope) | null;
    if (!response.ok || !json || json.error) {
      const error = json?.error;
      throw new WhatsAppApiError(error?.message ?? `WhatsApp answered ${response.status}`, error?.code ?? 0, response.status, error?.error_subcode, error?.error_data?.details);
    }
    return json;
  }

  async function send(payload: Record<string, unknown>, { to, callbackData, signal }: SendOptions): Promise<SentMessage> {
    const body = { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...payload, biz_opaque_callback_data: callbackData };
    const answer = await call<{ messages?: Array<{ id?: string }>; contacts?: Array<{ wa_id?: string }> }>('POST', `${base}/${config.phoneNumberId}/messages`, body, signal);
    const wamid = answer.messages?.[0]?.id;
    if (!wamid) throw new WhatsAppApiError('WhatsApp accepted the message without giving its id', 0, 200);
    return { wamid, waId: answer.contacts?.[0]?.wa_id || null };
  }

  return {
    /** Free-form text: reaches the phone only inside the 24-hour window the customer opened. */
    sendText(text: string, options: SendOptions) {
      return send({ type: 'text', text: { preview_url: true, body: text } }, options);
    },

    /**
     * A picture by its public address, which Meta fetches (JPEG or PNG, at most 5 MB), with a caption:
     * free-form, so inside the 24-hour window only, as text is.
     */
    sendImage(link: string, caption: string, options: SendOptions) {
      return send({ type: 'image', image: { link, ...(caption ? { caption } : {}) } }, options);
    },

    /** An approved template with its named variables. */
    sendTemplate(template: Pick<MessageTemplate, 'name' | 'language' | 'body'>, params: Record<string, string>, options: SendOptions) {
      const parameters = templateVariables(template).map((name) => ({ type: 'text', parameter_name: name, text: params[name] ?? '' }));
      return send(
        { type: 'template', template: { name: template.name, language: { code: template.language, policy: 'deterministic' }, components: [{ type: 'body', parameters }] } },
        options,
      );
    },

    /** Submits a template for Meta's review; it starts PENDING. */
    async createTemplate(template: MessageTemplate, signal?: AbortSignal): Promise<{ id: string; status: string }> {
      const examples = templateVariables(template).map((name) => ({ param_name: name, example: template.examples[name] ?? name }));
      const answer = await call<{ id: string; status: string }>(
        'POST',
        `${base}/${config.businessAccountId}/message_templates`,
        {
          name: template.name,
          language: template.language,
          category: template.category,
          parameter_format: 'named',
          components: [{ type: 'BODY', text: template.body, example: { body_text_named_params: examples } }],
        },
        signal,
      );
      return { id: answer.id, status: answer.status };
    },

    /** Every template of the account with its review state, following Meta's pages. */
    async listTemplates(signal?: AbortSignal): Promise<RemoteTemplate[]> {
      type Page = { data?: Array<{ id: string; name: string; language: string; status: string; category: string; rejected_reason?: string }>; paging?: { next?: string } };
      const found: RemoteTemplate[] = [];
      let url: string | undefined = `${base}/${config.businessAccountId}/message_templates?fields=id,name,language,status,category,rejected_reason&limit=100`;
      for (let page = 0; url && page < 50; page += 1) {
        const answer: Page = await call<Page>('GET', url, undefined, signal);
        for (const t of answer.data ?? []) {
          found.push({ id: t.id, name: t.name, language: t.language, status: t.status, category: t.category, rejectedReason: t.rejected_reason && t.rejected_reason !== 'NONE' ? t.rejected_reason : null });
        }
        url = answer.paging?.next;
      }
      return found;
    },
  };
}

export type WhatsAppClient = ReturnType<typeof whatsappClient>;
