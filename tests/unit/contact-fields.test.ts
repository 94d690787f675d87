import { describe, expect, it } from 'vitest';
import { firstIssues } from '../helpers/first-issues';
import { contactFieldErrors, type ContactValues } from '@/lib/contact-fields';
import { contactMessageSchema } from '@/lib/schemas/contact';

const valid: ContactValues = { name: 'Ngozi Okafor', email: 'ngozi@example.com', phone: '', message: 'A quote for curtains, please.' };

/** The first message the server's schema gives for each field, as the browser's check must. */
function schemaErrors(values: ContactValues) {
  return firstIssues(contactMessageSchema.safeParse(values));
}

const cases: Array<[string, ContactValues]> = [
  ['a complete form', valid],
  ['spaces around every field', { name: ' Ngozi ', email: ' ngozi@example.com ', phone: ' 0803 ', message: ' Hello ' }],
  ['an empty form', { name: ' ', email: '', phone: '', message: '   ' }],
  ['a malformed email', { ...valid, email: 'ngozi@' }],
  ['an email with two dots in a row', { ...valid, email: 'ngozi..okafor@example.com' }],
  ['fields past their lengths', { name: 'n'.repeat(121), email: `${'e'.repeat(195)}@x.com`, phone: '0'.repeat(41), message: 'm'.repeat(5001) }],
  ['fields at their lengths', { name: 'n'.repeat(120), email: `${'e'.repeat(194)}@x.com`, phone: '0'.repeat(40), message: 'm'.repeat(5000) }],
];

describe('contactFieldErrors', () => {
  it.each(cases)('says what POST /api/contact-email says about %s', (_, values) => {
    expect(contactFieldErrors(values)).toEqual(schemaErrors(values));
  });

  it('asks for the required fields in the product’s words and leaves the phone optional', () => {
    expect(contactFieldErrors({ name: '', email: '', phone: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });
});
