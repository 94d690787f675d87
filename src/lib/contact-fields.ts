import { EMAIL_PATTERN } from '@/lib/auth-fields';

// The contact form's checks in the browser, written out instead of src/lib/schemas/contact.ts so
// /contact ships no schema library (docs/decisions/0020-storefront-forms-without-form-libraries.md).
// POST /api/contact-email checks everything again with that schema; tests/unit/contact-fields.test.ts
// holds the two to the same words.

export type ContactValues = { name: string; email: string; phone: string; message: string };
export type ContactFieldErrors = Partial<Record<keyof ContactValues, string>>;

/** Each field's first problem, in the schema's words; an empty object when the form may be sent. */
export function contactFieldErrors(values: ContactValues): ContactFieldErrors {
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  const errors: ContactFieldErrors = {};
  if (!name) errors.name = 'Name is required';
  else if (name.length > 120) errors.name = 'Name is too long';
  if (!email) errors.email = 'Email is required';
  else if (email.length > 200) errors.email = 'Email is too long';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid email address';
  if (phone.length > 40) errors.phone = 'Phone number is too long';
  if (!message) errors.message = 'Message is required';
  else if (message.length > 5000) errors.message = 'Message is too long (5,000 characters at most)';
  return errors;
}
