import { describe, expect, it } from 'vitest';
import { assertProductionSettings, type Env, env, productionProblems, settingProblems } from './env';

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

describe('settingProblems', () => {
  it('names each setting that does not parse once, without its value', () => {
    const problems = settingProblems({ PORT: 'abc', PUBLIC_BASE_URL: 'notaurl', LOG_LEVEL: 'loud' });
    expect(problems.map((line) => line.split(' ')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'PUBLIC_BASE_URL',
    ]);
    expect(problems.join('\n')).not.toMatch(/notaurl|abc|loud/);
  });

  it('has nothing to say about valid settings', () => {
    expect(settingProblems({ PORT: '8080' })).toEqual([]);
  });
});

describe('productionProblems', () => {
  const production = { NODE_ENV: 'production' as const, DATABASE_URL: undefined, EMBEDDED_DATABASE: false };

  it('asks for the database and the public origin, one line each', () => {
    const problems = productionProblems(
      settings({ ...production, PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: undefined }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^DATABASE_URL is not set/),
      expect.stringMatching(/^PUBLIC_BASE_URL \(or NEXTAUTH_URL\) is not set/),
    ]);
  });

  it('runs on the embedded database only when told to', () => {
    const withOrigin = { ...production, PUBLIC_BASE_URL: 'https://service.example.com' };
    expect(productionProblems(settings({ ...withOrigin, EMBEDDED_DATABASE: true }))).toEqual([]);
    expect(productionProblems(settings({ ...withOrigin, DATABASE_URL: 'postgres://db/servicebay' }))).toEqual(
      [],
    );
  });
});
