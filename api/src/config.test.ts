import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ADMIN_PASSWORD, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.join('\n');
  }
  return '';
};

describe('config', () => {
  it('has working defaults for development', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      env: 'development',
      adminEmail: 'admin@example.com',
      adminUsesDefaults: true,
    });
    expect(c.corsOrigins).toContain('http://localhost:5173');
    expect(c.corsOrigins).toContain('app://admin');
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('names the variable of a wrong value', () => {
    expect(problemsOf({ PORT: 'eighty' })).toMatch(/^PORT:/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL:/);
    expect(problemsOf({ CORS_ORIGINS: 'not a url' })).toMatch(/^CORS_ORIGINS:/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL:/);
    expect(problemsOf({ ADMIN_PASSWORD: 'short' })).toMatch(/^ADMIN_PASSWORD:/);
  });

  it('refuses a missing or weak admin password in production', () => {
    const base = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tours.example.com',
      ADMIN_EMAIL: 'ops@example.com',
    };
    expect(problemsOf(base)).toMatch(/ADMIN_PASSWORD: required/);
    expect(problemsOf({ ...base, ADMIN_PASSWORD: DEV_ADMIN_PASSWORD })).toMatch(/ADMIN_PASSWORD: too weak/);
    expect(problemsOf({ ...base, ADMIN_PASSWORD: 'aaaaaaaaaaaaaaaa' })).toMatch(/ADMIN_PASSWORD: too weak/);
    expect(problemsOf({ ...base, ADMIN_PASSWORD: 'correct horse battery staple' })).toBe('');
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'correct horse battery staple' })).toMatch(
      /ADMIN_EMAIL/,
    );
  });
});

describe('SITE_HOST_ALIASES', () => {
  it('parses host=site pairs and names the variable when wrong', () => {
    expect(
      loadConfig({ SITE_HOST_ALIASES: 'Tours.Example.com=localhost, b.example=localhost' }).siteHostAliases,
    ).toEqual({
      'tours.example.com': 'localhost',
      'b.example': 'localhost',
    });
    expect(problemsOf({ SITE_HOST_ALIASES: 'nonsense' })).toMatch(/^SITE_HOST_ALIASES:/);
  });
});
