import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, parseCspManifest } from './csp';

function directive(policy: string, name: string) {
  return policy.split('; ').find((part) => part.startsWith(`${name} `));
}

describe('buildContentSecurityPolicy', () => {
  it('allows exactly the hashed inline scripts and no unsafe sources', () => {
    const policy = buildContentSecurityPolicy(['sha256-abc=', 'sha256-def='], false);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toMatch(/unsafe-eval|googletagmanager/);
    for (const required of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(required);
    }
  });

  it('adds only the Google Analytics hosts when analytics is on', () => {
    const policy = buildContentSecurityPolicy([], true);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://*.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
    );
  });
});

describe('parseCspManifest', () => {
  it('accepts a manifest and rejects anything else', () => {
    const manifest = { buildId: 'b1', analytics: false, routes: { '/en': ['sha256-abc='] } };
    expect(parseCspManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(parseCspManifest('{"buildId":"b1","routes":{}}')).toBeNull();
    expect(parseCspManifest('{"buildId":"b1","analytics":false,"routes":{"/en":[1]}}')).toBeNull();
    expect(parseCspManifest('not json')).toBeNull();
  });
});
