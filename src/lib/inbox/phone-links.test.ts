import { describe, expect, it } from 'vitest';
import { formatPhoneForReading, telHref, whatsappHref } from './phone-links';

describe('a lead’s phone links', () => {
  it('shows the number grouped the way its country writes it', () => {
    expect(formatPhoneForReading('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhoneForReading('+255765432100')).toBe('+255 765 432 100');
    expect(formatPhoneForReading('+254712345678')).toBe('+254 712 345678');
    expect(formatPhoneForReading('not a number')).toBe('not a number');
  });

  it('calls the number, and opens a WhatsApp chat with the greeting typed in', () => {
    expect(telHref('+254712345678')).toBe('tel:+254712345678');
    const chat = new URL(whatsappHref('+254712345678', 'Hello Wanjiru, thank you & welcome?'));
    expect(chat.origin + chat.pathname).toBe('https://wa.me/254712345678');
    expect(chat.searchParams.get('text')).toBe('Hello Wanjiru, thank you & welcome?');
  });
});
