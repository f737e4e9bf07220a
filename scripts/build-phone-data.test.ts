import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPhoneData, toJsonLines } from './build-phone-data';

describe('phone data', () => {
  it('is what `npm run phone-data` writes from the installed libphonenumber-js', () => {
    const { metadata, examples } = buildPhoneData();
    const committed = (name: string) => readFileSync(new URL(`../src/lib/phone-data/${name}`, import.meta.url), 'utf8');
    expect(committed('metadata.json')).toBe(toJsonLines(metadata));
    expect(committed('examples.json')).toBe(toJsonLines(examples));
  });
});
