import { EMAIL_PATTERN } from '@/lib/auth-fields';
import { NIGERIAN_PHONE_MESSAGE, isNigerianPhone, isNigerianState } from '@/lib/nigeria';
import { MAX_QUOTE_FILES, QUOTE_BUDGETS, QUOTE_CONTACT_CHANNELS, QUOTE_KINDS } from '@/lib/made-to-order-constants';
import { MAX_PROOF_BYTES } from '@/lib/transfer-proof';
import { QUOTE_FILE_TYPES } from '@/lib/quotes';

// The quote request's checks, written out so /quote ships no schema library, like the contact
// form (docs/decisions/0020-storefront-forms-without-form-libraries.md). The server checks it
// all again with src/lib/schemas/quote.ts (quoteRequestSchema), in the same words.

export type QuoteRequestValues = {
  kind: string;
  productId: string;
  description: string;
  widthCm: string;
  depthCm: string;
  heightCm: string;
  fabric: string;
  finish: string;
  quantity: string;
  deliveryState: string;
  budget: string;
  wantedBy: string;
  name: string;
  email: string;
  phone: string;
  contactVia: string;
};

export type QuoteRequestField = keyof QuoteRequestValues | 'files';
export type QuoteRequestErrors = Partial<Record<QuoteRequestField, string>>;

export const QUOTE_TEXT_LIMITS = { description: 5000, fabric: 200, finish: 200, name: 120, email: 200, phone: 40 } as const;
export const QUOTE_DIMENSION_MAX_CM = 10_000;
export const QUOTE_QUANTITY_MAX = 1000;

export const quoteRequestMessages = {
  kind: 'Choose a bespoke piece or an interior project',
  description: 'Tell us what you would like made',
  descriptionLong: 'The description is too long (5,000 characters at most)',
  dimension: `Enter whole centimetres between 1 and ${QUOTE_DIMENSION_MAX_CM.toLocaleString('en')}`,
  quantity: `Enter a quantity between 1 and ${QUOTE_QUANTITY_MAX.toLocaleString('en')}`,
  textLong: 'This is too long (200 characters at most)',
  state: 'Choose a state',
  budget: 'Choose a budget range',
  wantedBy: 'Choose a date from today on',
  name: 'Name is required',
  nameLong: 'Name is too long',
  email: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneNeeded: 'Add a phone number to be reached by WhatsApp or phone',
  phone: NIGERIAN_PHONE_MESSAGE,
  contactVia: 'Choose how we should reach you',
  tooManyFiles: `Send at most ${MAX_QUOTE_FILES} photos or sketches`,
  fileType: 'Please send JPEG or PNG pictures, or PDFs.',
  fileSize: 'Each file must be 5 MB or smaller.',
} as const;

const WHOLE = /^\d+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dimensionProblem(text: string) {
  const value = text.trim();
  if (!value) return undefined;
  if (!WHOLE.test(value) || Number(value) < 1 || Number(value) > QUOTE_DIMENSION_MAX_CM) return quoteRequestMessages.dimension;
  return undefined;
}

/** Each field's first problem; an empty object when the request may be sent. `today` is Lagos's day. */
export function quoteRequestErrors(values: QuoteRequestValues, files: readonly { size: number; type: string }[], today: string): QuoteRequestErrors {
  const errors: QuoteRequestErrors = {};
  const text = (key: keyof QuoteRequestValues) => values[key].trim();
  if (!(QUOTE_KINDS as readonly string[]).includes(values.kind)) errors.kind = quoteRequestMessages.kind;
  if (!text('description')) errors.description = quoteRequestMessages.description;
  else if (text('description').length > QUOTE_TEXT_LIMITS.description) errors.description = quoteRequestMessages.descriptionLong;
  for (const key of ['widthCm', 'depthCm', 'heightCm'] as const) {
    const problem = dimensionProblem(values[key]);
    if (problem) errors[key] = problem;
  }
  for (const key of ['fabric', 'finish'] as const) if (text(key).length > QUOTE_TEXT_LIMITS[key]) errors[key] = quoteRequestMessages.textLong;
  const quantity = text('quantity');
  if (!WHOLE.test(quantity) || Number(quantity) < 1 || Number(quantity) > QUOTE_QUANTITY_MAX) errors.quantity = quoteRequestMessages.quantity;
  if (text('deliveryState') && !isNigerianState(text('deliveryState'))) errors.deliveryState = quoteRequestMessages.state;
  if (text('budget') && !(QUOTE_BUDGETS as readonly string[]).includes(text('budget'))) errors.budget = quoteRequestMessages.budget;
  const wantedBy = text('wantedBy');
  if (wantedBy && (!DAY.test(wantedBy) || wantedBy < today)) errors.wantedBy = quoteRequestMessages.wantedBy;
  if (!text('name')) errors.name = quoteRequestMessages.name;
  else if (text('name').length > QUOTE_TEXT_LIMITS.name) errors.name = quoteRequestMessages.nameLong;
  if (!text('email')) errors.email = quoteRequestMessages.email;
  else if (text('email').length > QUOTE_TEXT_LIMITS.email || !EMAIL_PATTERN.test(text('email'))) errors.email = quoteRequestMessages.emailInvalid;
  if (!(QUOTE_CONTACT_CHANNELS as readonly string[]).includes(values.contactVia)) errors.contactVia = quoteRequestMessages.contactVia;
  const phone = text('phone');
  if (phone && !isNigerianPhone(phone)) errors.phone = quoteRequestMessages.phone;
  else if (!phone && (values.contactVia === 'whatsapp' || values.contactVia === 'phone')) errors.phone = quoteRequestMessages.phoneNeeded;
  if (files.length > MAX_QUOTE_FILES) errors.files = quoteRequestMessages.tooManyFiles;
  else if (files.some((file) => file.size > MAX_PROOF_BYTES)) errors.files = quoteRequestMessages.fileSize;
  else if (files.some((file) => !Object.hasOwn(QUOTE_FILE_TYPES, file.type))) errors.files = quoteRequestMessages.fileType;
  return errors;
}
