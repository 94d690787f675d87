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

/** +234 or 0, then 10 digits; spaces, dashes and brackets between digits are allowed. */
export function isNigerianPhone(input: string): boolean {
  const compact = input.replace(/[\s\-()]/g, '');
  return /^(?:\+234|0)\d{10}$/.test(compact);
}

export const NIGERIAN_PHONE_MESSAGE = 'Enter a Nigerian phone number: +234 or 0 followed by 10 digits, e.g. 0803 123 4567';
