import { randomBytes } from 'node:crypto';
import { DISPLAY_PHONE_NUMBER } from './payloads';
import { digitsOf, type FakeSentMessage } from './state';

// Graph's refusal envelope {error: {message, type, code, error_data: {messaging_product, details},
// error_subcode, fbtrace_id}} and the answer to an accepted send.

export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly extra: { type?: string; subcode?: number; details?: string } = {},
  ) {
    super(message);
  }

  body() {
    const { type = 'OAuthException', subcode, details } = this.extra;
    return {
      error: {
        message: this.message,
        type,
        code: this.code,
        ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } }),
        ...(subcode === undefined ? {} : { error_subcode: subcode }),
        fbtrace_id: randomBytes(16).toString('base64url').slice(0, 23),
      },
    };
  }
}

/** A (#100) refusal of a bad request body, the details saying what is wrong. */
export const invalidParameter = (message: string, details: string) => new GraphError(400, 100, `(#100) ${message}`, { details });

export type CloudAnswer = { status: number; json: unknown; accepted?: { message: FakeSentMessage; failure: number | null } };

/** The success answer to a send: `contacts` with the input and wa_id, `messages` with the wamid. */
export function acceptedAnswer(message: FakeSentMessage, failure: number | null): CloudAnswer {
  return {
    status: 200,
    json: { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.recipient }], messages: [{ id: message.id }] },
    accepted: { message, failure },
  };
}

/**
 * The customer's wa_id for `to`. Without a leading +, Meta prepends the business number's own country code
 * (234 here): "08031234567" becomes 23408031234567, and "2348031234567" a number that does not exist.
 */
export function recipientOf(to: string): string {
  const digits = digitsOf(to);
  return to.trim().startsWith('+') ? digits : `${DISPLAY_PHONE_NUMBER.slice(0, 3)}${digits}`;
}
