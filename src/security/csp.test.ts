import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './csp';

function directive(policy: string, name: string) {
  return policy.split('; ').find((part) => part.startsWith(`${name} `));
}

describe('buildContentSecurityPolicy', () => {
  it('allows exactly the hashed inline scripts and no unsafe sources', () => {
    const policy = buildContentSecurityPolicy(['sha256-abc=', 'sha256-def=']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toMatch(/unsafe-eval|googletagmanager/);
    for (const required of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(required);
    }
  });
});
