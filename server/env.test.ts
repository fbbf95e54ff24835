import { describe, expect, it } from 'vitest';
import { assertProductionSettings, type Env, env } from './env';

const settings = (values: Partial<Env>): Env => ({ ...env(), ...values });

describe('assertProductionSettings', () => {
  it('refuses production without a public origin, naming the setting to add', () => {
    expect(() =>
      assertProductionSettings(
        settings({ NODE_ENV: 'production', PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: undefined }),
      ),
    ).toThrow(/PUBLIC_BASE_URL/);
  });

  it('accepts production with either origin', () => {
    const base = { NODE_ENV: 'production' as const, PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: undefined };
    expect(() =>
      assertProductionSettings(settings({ ...base, PUBLIC_BASE_URL: 'https://service.example.com' })),
    ).not.toThrow();
    expect(() =>
      assertProductionSettings(settings({ ...base, NEXTAUTH_URL: 'https://service.example.com' })),
    ).not.toThrow();
  });

  it('does not apply outside production', () => {
    expect(() =>
      assertProductionSettings(
        settings({ NODE_ENV: 'development', PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: undefined }),
      ),
    ).not.toThrow();
  });
});
