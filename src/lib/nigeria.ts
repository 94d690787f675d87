// Nigeria's 36 states and the Federal Capital Territory, for shipping addresses.
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export type NigerianState = (typeof NIGERIAN_STATES)[number];

export function isNigerianState(value: string | null | undefined): value is NigerianState {
  return (NIGERIAN_STATES as readonly (string | null | undefined)[]).includes(value);
}

/** Spaces, dashes, dots and brackets people write between a phone number's digits. */
const PHONE_PUNCTUATION = /[\s\-.()]/g;
/**
 * The ten digits after the trunk 0 (or +234) of a number the networks really give out: the mobile
 * ranges (0701, 0703…0729, 0801…0818, 0901…0916, with 0702 and 0819 in part) and the fixed lines
 * of the national numbering plan (020X: 0201 Lagos, 0209 Abuja…). Not toll-free 0800, personal
 * 0700 or unallocated 0900. Copied from libphonenumber's metadata for NG (the `mobile` and
 * `fixedLine` patterns) rather than importing it, which would add its metadata to every storefront
 * page with a phone field; tests/unit/nigeria.test.ts checks the copy against libphonenumber-js.
 */
const MOBILE = /^(?:(?:702[0-24-9]|819[01])\d{6}|(?:7(?:0[13-9]|[12]\d)|8(?:0[1-9]|1[0-8])|9(?:0[1-9]|1[0-6]))\d{7})$/;
const FIXED_LINE = /^20(?:[1259]\d|3[013-9]|4[1-8]|6[024-689]|7[1-79]|8[2-9])\d{6}$/;
/** 0 and ten digits, or 234 (written +234 or 00234, maybe with the trunk 0 kept, as in +234 (0)803…) and ten digits. */
const WRITTEN = /^(?:(?:\+|00)?2340?(\d{10})|0(\d{10}))$/;

/**
 * A Nigerian mobile or fixed-line number in the one form the shop stores, +234XXXXXXXXXX, from the
 * ways people write it (0803 123 4567, 08031234567, +234 803 123 4567, 234803…, +234 (0)803…); null
 * when it is not one (a wrong length, another country, or a range no network gives out, such as
 * 00000000000 or 0800 toll-free).
 */
export function normaliseNigerianPhone(input: string): string | null {
  const subscriber = writtenSubscriber(input);
  return subscriber && (MOBILE.test(subscriber) || FIXED_LINE.test(subscriber)) ? `+234${subscriber}` : null;
}

/** The ten digits after the trunk 0 or +234 of a number written one of the ways above, whatever its range. */
function writtenSubscriber(input: string): string | undefined {
  const match = WRITTEN.exec(input.replace(PHONE_PUNCTUATION, ''));
  return match?.[1] ?? match?.[2];
}

/**
 * The ranges the shop took before libphonenumber's (commit fe8a9f5, 2026-11-26): 070, 080, 081, 090 or
 * 091 and eight digits, 0800 toll-free and 0917 included. Sales and drafts made then are stored under
 * them, in the same +234 form.
 */
const EARLIER_MOBILE = /^(?:70|80|81|90|91)\d{8}$/;

/**
 * The stored form of a number the shop takes now or took under its earlier ranges, for finding records
 * kept then (the privacy panel, src/lib/schemas/phone-request.ts); never for storing a new one.
 */
export function normaliseRecordedPhone(input: string): string | null {
  const current = normaliseNigerianPhone(input);
  if (current) return current;
  const subscriber = writtenSubscriber(input);
  return subscriber && EARLIER_MOBILE.test(subscriber) ? `+234${subscriber}` : null;
}

export function isNigerianPhone(input: string): boolean {
  return normaliseNigerianPhone(input) !== null;
}

/** A phone the schema has already checked, in its stored form; null stays null. */
export function storedPhone<Phone extends string | null>(phone: Phone): Phone {
  return (phone === null ? null : (normaliseNigerianPhone(phone) ?? phone)) as Phone;
}

/** A stored phone as Nigerians write it: +2348031234567 reads "0803 123 4567"; any other value as it is. */
export function displayPhone(phone: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone;
}

export const NIGERIAN_PHONE_MESSAGE = 'Enter a Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567';
