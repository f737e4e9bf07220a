import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './phone-search';

describe('a search for a phone number', () => {
  it('finds a stored +254712345678 however the number is typed', () => {
    const stored = '+254712345678';
    for (const typed of [
      '0712 345 678',
      '0712345678',
      '(0712) 345-678',
      '+254 712 345 678',
      '+254712345678',
      '+254 (0) 712 345 678',
      '00254 712 345 678',
      '254712345678',
      '254 712 345 678',
      '712345678',
      '712 345 678',
    ]) {
      const digits = phoneSearchDigits(typed);
      expect(digits, typed).toBeDefined();
      expect(stored.includes(digits ?? 'none'), `${typed} → ${digits}`).toBe(true);
    }
  });

  it('reads a national number by the country filter’s rules', () => {
    expect(phoneSearchDigits('0803 123 4567', 'NG')).toBe('8031234567');
    expect(phoneSearchDigits('138 0013 8000', 'CN')).toBe('13800138000');
    expect(phoneSearchDigits('06 1234 5678', 'IT')).toBe('0612345678');
    // Without a country, a national number loses its trunk prefix.
    expect(phoneSearchDigits('0803 123 4567')).toBe('8031234567');
  });

  it('keeps the digits of an international number it cannot complete', () => {
    expect(phoneSearchDigits('+2348031')).toBe('2348031');
  });

  it('leaves text, and numbers too short to be a phone, to the text search', () => {
    for (const typed of ['Fatuma', 'Order 4242', '4242', '0712', '+254', 'ORS 500mg', '12-34', '']) expect(phoneSearchDigits(typed), typed).toBeUndefined();
  });
});
