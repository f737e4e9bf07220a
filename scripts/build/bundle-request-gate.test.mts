import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleRequestGateStep, REQUEST_GATE_FILE } from './bundle-request-gate.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('bundle-request-gate', () => {
  it('bundles the gate into one CommonJS file that plain node can require', () => {
    folder = mkdtempSync(join(tmpdir(), 'gate-'));
    bundleRequestGateStep({ root, standalone: folder });
    const gate = createRequire(import.meta.url)(join(folder, REQUEST_GATE_FILE));
    expect(gate.judgeRequest('TRACE', '/en')).toEqual({ kind: 'refuse', status: 405, allow: 'GET, HEAD' });
    expect(gate.judgeRequest('GET', 'http://evil.example/en?x=1')).toEqual({ kind: 'pass', url: '/en?x=1' });
  });

  it('stops the build when the gate or the standalone folder is missing', () => {
    folder = mkdtempSync(join(tmpdir(), 'gate-'));
    expect(() => bundleRequestGateStep({ root: folder, standalone: folder })).toThrow(/request-gate\.ts is missing/);
    expect(() => bundleRequestGateStep({ root, standalone: join(folder, 'absent') })).toThrow(/output: 'standalone'/);
  });
});
