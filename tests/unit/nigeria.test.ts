import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES, displayPhone, isNigerianPhone, normaliseNigerianPhone, storedPhone } from '@/lib/nigeria';

describe('Nigerian phone numbers', () => {
  it('takes a mobile number as it is written, and stores it as +234 and ten digits', () => {
    const written = ['08031234567', '0803 123 4567', '0803-123-4567', '0803.123.4567', '+2348031234567', '+234 803 123 4567', '+234 (803) 123 4567'];
    for (const phone of [...written, '2348031234567', '234 803 123 4567', '+234 (0) 803 123 4567', '002348031234567']) {
      expect(normaliseNigerianPhone(phone), phone).toBe('+2348031234567');
      expect(isNigerianPhone(phone), phone).toBe(true);
    }
  });

  it('takes each mobile prefix: 070, 080, 081, 090 and 091', () => {
    for (const prefix of ['070', '080', '081', '090', '091']) expect(normaliseNigerianPhone(`${prefix}3 123 4567`), prefix).toBe(`+234${prefix.slice(1)}31234567`);
  });

  // docs/security.md, "A phone number stored in many forms": the ranges the networks really use.
  it('takes MTN, Glo, Airtel and 9mobile mobiles and Lagos and Abuja landlines, written either way', () => {
    const mtn = ['0803 123 4567', '0703 123 4567', '0906 123 4567', '0913 123 4567'];
    const glo = ['0805 123 4567', '0705 123 4567', '0815 123 4567', '0905 123 4567'];
    const airtel = ['0802 123 4567', '0708 123 4567', '0812 123 4567', '0902 123 4567'];
    const nineMobile = ['0809 123 4567', '0817 123 4567', '0909 123 4567'];
    const landlines = ['0201 234 5678', '0209 876 5432'];
    for (const phone of [...mtn, ...glo, ...airtel, ...nineMobile, ...landlines]) {
      expect(isNigerianPhone(phone), phone).toBe(true);
      expect(normaliseNigerianPhone(`+234 ${phone.slice(1)}`), phone).toBe(`+234${phone.slice(1).replace(/ /g, '')}`);
    }
  });

  it('refuses toll-free (0800), personal (0700) and unallocated (0900) numbers, however written', () => {
    for (const phone of ['0800 123 4567', '0700 123 4567', '0900 123 4567', '+234 800 123 4567', '+2347001234567', '234 900 123 4567', '0819 212 3456', '0917 123 4567']) {
      expect(isNigerianPhone(phone), phone).toBe(false);
    }
  });

  it('agrees with libphonenumber’s Nigerian mobile and fixed-line ranges for every four-digit start', () => {
    for (let start = 1000; start <= 9999; start++) {
      const national = `${start}123456`;
      const parsed = parsePhoneNumberFromString(`+234${national}`);
      const allocated = parsed?.isValid() === true && ['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE'].includes(parsed.getType() ?? '');
      expect(isNigerianPhone(`0${national}`), national).toBe(allocated);
    }
  });

  it('refuses other lengths, other countries, prefixes no network uses, and letters', () => {
    const refused = ['0803123456', '080312345678', '8031234567', '+1 212 555 0100', '+44 7700 900123', '0803 123 456a', ''];
    for (const phone of [...refused, '+2340803123456', '00000000000', '01234567890', '06031234567', '+234 603 123 4567', '0823 123 4567']) {
      expect(normaliseNigerianPhone(phone), phone).toBeNull();
      expect(isNigerianPhone(phone), phone).toBe(false);
    }
  });

  it('storedPhone leaves null alone', () => {
    expect(storedPhone(null)).toBeNull();
    expect(storedPhone('0803 123 4567')).toBe('+2348031234567');
  });
});

describe('a stored phone shown', () => {
  it('reads as Nigerians write it, and shows any other value as it is', () => {
    expect(displayPhone('+2348031234567')).toBe('0803 123 4567');
    expect(displayPhone(normaliseNigerianPhone('+234 (0) 909-000-1111')!)).toBe('0909 000 1111');
    expect(displayPhone('01 234 5678')).toBe('01 234 5678');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('states', () => {
  it('lists the 36 states and the Federal Capital Territory once each', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory');
  });
});
