import { describe, expect, it } from 'vitest';
import { formatPhoneForReading, telHref, whatsappHref } from './phone-links';

describe('phone links', () => {
  it('formats a stored number for reading, in its country’s own grouping (libphonenumber’s metadata)', () => {
    expect(formatPhoneForReading('+254712345678')).toBe('+254 712 345678');
    expect(formatPhoneForReading('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhoneForReading('+255765432100')).toBe('+255 765 432 100');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatPhoneForReading('')).toBe('');
    expect(formatPhoneForReading('not a number')).toBe('not a number');
  });

  it('dials and chats with the stored number', () => {
    expect(telHref('+254712345678')).toBe('tel:+254712345678');
    const link = new URL(whatsappHref('+254712345678', 'Hello Wanjiru & co, 你好'));
    expect(link.origin + link.pathname).toBe('https://wa.me/254712345678');
    expect(link.searchParams.get('text')).toBe('Hello Wanjiru & co, 你好');
  });
});
