import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults run the bedwetting demo on the embedded database at port 8080', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.customer).toBe('bedwetting');
    expect(config.database.kind).toBe('pglite');
    expect(config.profile).toBe('local');
  });

  it('DATABASE_URL selects the PostgreSQL server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('a bad value names the variable and what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ CUSTOMER: 'dentist' })).toThrow(/CUSTOMER/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('every problem is listed, not only the first', () => {
    const attempt = () => loadConfig({ PORT: '-1', APP_PROFILE: 'production' });
    expect(attempt).toThrow(/PORT[\s\S]*APP_PROFILE|APP_PROFILE[\s\S]*PORT/);
  });

  it('prod never seeds the demo clinic: off by default, refused when asked for', () => {
    const prod = { APP_PROFILE: 'prod', SMTP_URL: 'smtp://mail.example:587' };
    expect(loadConfig(prod).demo.enabled).toBe(false);
    expect(loadConfig({ ...prod, DEMO_DATA: 'false' }).demo.enabled).toBe(false);
    expect(() => loadConfig({ ...prod, DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
    expect(loadConfig({}).demo.enabled).toBe(true);
    expect(loadConfig({ APP_PROFILE: 'stage' }).demo.enabled).toBe(true);
  });

  it('prod without a mail server refuses to start, naming SMTP_URL', () => {
    expect(() => loadConfig({ APP_PROFILE: 'prod' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ APP_PROFILE: 'prod', SMTP_URL: 'smtp://mail.example:587' }).profile).toBe('prod');
  });
});
