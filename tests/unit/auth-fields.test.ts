import { describe, expect, it } from 'vitest';
import { authFieldErrors, cleanAuthValues } from '@/lib/auth-fields';

const valid = { name: 'Ada Obi', email: 'ada@example.com', password: 'secret' };

describe('authFieldErrors', () => {
  it('accepts a complete form in both modes', () => {
    expect(authFieldErrors(valid, 'sign-in')).toEqual({});
    expect(authFieldErrors(valid, 'sign-up')).toEqual({});
  });

  it('asks for every field of an empty form, the full name only on sign-up', () => {
    const empty = { name: ' ', email: '  ', password: '' };
    expect(authFieldErrors(empty, 'sign-in')).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(authFieldErrors(empty, 'sign-up')).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('refuses a malformed email and accepts one with spaces around it', () => {
    for (const email of ['ada', 'ada@', 'ada@example', '@example.com', 'ada@@example.com', 'ada..obi@example.com']) {
      expect(authFieldErrors({ ...valid, email }, 'sign-in').email, email).toBe('Enter a valid email address');
    }
    expect(authFieldErrors({ ...valid, email: '  ada.obi+shop@mail.example.ng ' }, 'sign-in')).toEqual({});
  });

  it('wants at least 6 characters of password, spaces included', () => {
    expect(authFieldErrors({ ...valid, password: '12345' }, 'sign-up').password).toBe('Password must be at least 6 characters');
    expect(authFieldErrors({ ...valid, password: '      ' }, 'sign-up')).toEqual({});
  });
});

describe('cleanAuthValues', () => {
  it('trims name and email but keeps the password as typed', () => {
    expect(cleanAuthValues({ name: ' Ada ', email: ' ada@example.com ', password: ' pass word ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: ' pass word ',
    });
  });
});
