import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { parseEnv } from '@/server/env';

describe('environment', () => {
  it('has the defaults of the runtime contract', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.baseUrl).toBe('http://localhost:3000');
  });

  it('treats empty values as unset and reads flags', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '8080', SEED_DEMO: 'false', TRUST_PROXY: 'true' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.baseUrl).toBe('http://localhost:8080');
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('says which variable is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
