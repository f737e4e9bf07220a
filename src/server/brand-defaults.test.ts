import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_FACT_VARIABLES, listBrandFactsAtDefault, listPrivacyNoticeFacts, type Env } from '@/env';
import { brandFactsAtDefault, privacyNoticeDrift, warnAboutBrandDefaults, warnAboutPrivacyNoticeDrift } from './brand-defaults';

const unset = { SITE_URL: 'http://localhost:3000' } as Env;

/** A pino logger writing into an array of lines, as the server's does onto stdout. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('brand facts at their placeholder defaults', () => {
  it('names every brand fact left unset, and none that is set', () => {
    expect(listBrandFactsAtDefault(unset)).toEqual([...BRAND_FACT_VARIABLES]);
    const configured = { ...unset, SITE_URL: 'https://shop.example.org', SITE_NAME: 'Zawadi Supply', SITE_PHONE: '+254 20 000000' };
    expect(listBrandFactsAtDefault(configured)).toEqual(BRAND_FACT_VARIABLES.filter((name) => !['SITE_URL', 'SITE_NAME', 'SITE_PHONE'].includes(name)));
  });

  it('names PRIVACY_EMAIL only while the privacy address is a placeholder: unset, and SITE_EMAIL unset too', () => {
    expect(listBrandFactsAtDefault(unset)).toContain('PRIVACY_EMAIL');
    expect(listBrandFactsAtDefault({ ...unset, SITE_EMAIL: 'sales@zawadi.example' })).not.toContain('PRIVACY_EMAIL');
    expect(listBrandFactsAtDefault({ ...unset, PRIVACY_EMAIL: 'privacy@zawadi.example' })).toEqual(
      BRAND_FACT_VARIABLES.filter((name) => name !== 'PRIVACY_EMAIL'),
    );
  });

  it('reads what the build recorded, not the running environment', () => {
    vi.stubEnv('SITE_FACTS_AT_DEFAULT', 'SITE_ADDRESS,SITE_EMAIL');
    expect(brandFactsAtDefault()).toEqual(['SITE_ADDRESS', 'SITE_EMAIL']);
    vi.stubEnv('SITE_FACTS_AT_DEFAULT', '');
    expect(brandFactsAtDefault()).toEqual([]);
  });

  it('logs one warning line naming each of them in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { log, lines } = captureLog();
    warnAboutBrandDefaults(log, ['SITE_NAME', 'SITE_PHONE']);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.level).toBe(40);
    expect(entry.brandFactsAtDefault).toEqual(['SITE_NAME', 'SITE_PHONE']);
    expect(entry.msg).toContain('SITE_NAME, SITE_PHONE');
  });

  it('stays quiet when every fact is set, and in development', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { log, lines } = captureLog();
    warnAboutBrandDefaults(log, []);
    vi.stubEnv('NODE_ENV', 'development');
    warnAboutBrandDefaults(log, ['SITE_NAME']);
    expect(lines).toEqual([]);
  });
});

describe('the privacy notice against the running configuration', () => {
  const built = { ...unset, LEAD_RETENTION_DAYS: 730, SMTP_URL: 'smtp://mail.zawadi.example:587' } as Env;
  const recorded = JSON.stringify(listPrivacyNoticeFacts(built));

  it('names nothing when the server runs with what the notice states, a password in the URL being no difference', () => {
    const running = listPrivacyNoticeFacts({ ...built, SMTP_URL: 'smtp://leads:secret@mail.zawadi.example:587' });
    expect(privacyNoticeDrift(recorded, running)).toEqual([]);
  });

  it('names each setting the notice states otherwise: another retention, a provider it does not name, one it names that is gone', () => {
    const running = listPrivacyNoticeFacts({ ...unset, LEAD_RETENTION_DAYS: 365, LEAD_WEBHOOK_URL: 'https://crm.zawadi.example/hook' } as Env);
    expect(privacyNoticeDrift(recorded, running)).toEqual(['LEAD_RETENTION_DAYS', 'SMTP_URL', 'LEAD_WEBHOOK_URL']);
  });

  it('warns once in production, naming them', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { log, lines } = captureLog();
    warnAboutPrivacyNoticeDrift(log, ['SMTP_URL']);
    warnAboutPrivacyNoticeDrift(log, []);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40, privacyNoticeDrift: ['SMTP_URL'] });
  });
});
