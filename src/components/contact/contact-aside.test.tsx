// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactAside } from './contact-aside';

const copy = {
  whatsappTitle: 'Prefer WhatsApp?',
  whatsappText: 'Message our sales team.',
  whatsappLink: 'Chat on WhatsApp',
  opensInNewTab: '(opens in a new tab)',
  privacyTitle: 'How we use your details',
  privacyText: ['We keep your name.', 'We delete them after 730 days.'],
  privacyLink: { text: 'Read the full privacy notice', href: '/en/privacy' },
};

afterEach(cleanup);

describe('ContactAside', () => {
  it('links to wa.me with the configured number reduced to digits', () => {
    render(<ContactAside copy={copy} whatsappNumber="+234 800 000 0000" />);
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://wa.me/2348000000000');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders no WhatsApp link without a configured number, and always the privacy lines with the full notice', () => {
    render(<ContactAside copy={copy} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/privacy']);
    expect(screen.getByRole('link', { name: 'Read the full privacy notice' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How we use your details' })).toBeTruthy();
    expect(screen.getByText('We delete them after 730 days.')).toBeTruthy();
  });
});
