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
/** A mobile number after its trunk 0 (or +234): 70, 80, 81, 90 or 91, then eight digits. */
const SUBSCRIBER = /^(?:70|80|81|90|91)\d{8}$/;
/** 0 and ten digits, or 234 (written +234 or 00234, maybe with the trunk 0 kept, as in +234 (0)803…) and ten digits. */
const WRITTEN = /^(?:(?:\+|00)?2340?(\d{10})|0(\d{10}))$/;

/**
 * A Nigerian mobile number in the one form the shop stores, +234XXXXXXXXXX, from the ways people
 * write it (0803 123 4567, 08031234567, +234 803 123 4567, 234803…, +234 (0)803…); null when it is
 * not one (a wrong length, another country, or a prefix no network uses, such as 00000000000).
 */
export function normaliseNigerianPhone(input: string): string | null {
  const match = WRITTEN.exec(input.replace(PHONE_PUNCTUATION, ''));
  const subscriber = match?.[1] ?? match?.[2];
  return subscriber && SUBSCRIBER.test(subscriber) ? `+234${subscriber}` : null;
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
