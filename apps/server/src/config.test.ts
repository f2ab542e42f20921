import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      nodeEnv: 'development',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/paydesk',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/paydesk',
      PUBLIC_URL: 'https://portal.example.com/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/paydesk',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/paydesk',
      publicUrl: 'https://portal.example.com',
      logLevel: 'warn',
      nodeEnv: 'development',
      authSecret: undefined,
      authRateLimit: 30,
      smtpUrl: undefined,
      mailFrom: 'Paydesk <no-reply@paydesk.test>',
      idleTimeoutMinutes: undefined,
      redisUrl: undefined,
      encryptionKey: undefined,
      demoData: true,
      jobsEnabled: true,
      trustProxy: '10.0.0.0/8,127.0.0.1',
      listCacheEntries: 5_000,
      bulkApprovalRows: 1_000,
      adminMfa: 'optional',
    });
    expect(loadConfig({ BULK_APPROVAL_ROWS: '0' }).bulkApprovalRows).toBe(0);
    expect(() => loadConfig({ BULK_APPROVAL_ROWS: 'many' })).toThrow(/BULK_APPROVAL_ROWS/);
    expect(loadConfig({ ADMIN_MFA: 'required' }).adminMfa).toBe('required');
    expect(() => loadConfig({ ADMIN_MFA: 'sometimes' })).toThrow(
      /ADMIN_MFA: must be required or optional/,
    );
    expect(loadConfig({ LIST_CACHE_ENTRIES: '0' }).listCacheEntries).toBe(0);
    expect(() => loadConfig({ LIST_CACHE_ENTRIES: '-1' })).toThrow(/LIST_CACHE_ENTRIES/);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a number (got "abc")'],
    ['PORT', '70000', 'PORT: must be between 0 and 65535 (got "70000")'],
    ['PORT', '3.5', 'PORT: must be a whole number (got "3.5")'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    ['PUBLIC_URL', 'localhost:3000', 'PUBLIC_URL: must be an http:// or https:// URL'],
    ['AUTH_RATE_LIMIT', '0', 'AUTH_RATE_LIMIT: must be at least 1'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['DEMO_DATA', 'yes', 'DEMO_DATA: must be true or false'],
    ['JOBS_ENABLED', 'no', 'JOBS_ENABLED: must be true or false'],
    ['ENCRYPTION_KEY', 'abc', 'ENCRYPTION_KEY: must be 32 bytes'],
    ['NODE_ENV', 'production', 'ENCRYPTION_KEY: is required in production'],
    ['AUTH_SECRET', 'short', 'AUTH_SECRET: must be at least 32 characters'],
    ['NODE_ENV', 'production', 'AUTH_SECRET: is required in production'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace'],
  ])('refuses %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('PORT:');
      expect((error as Error).message).toContain('LOG_LEVEL:');
    }
  });
});
