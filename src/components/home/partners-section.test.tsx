// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'use-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { PartnersSection } from './partners-section';

function renderWith(partners: Parameters<typeof PartnersSection>[0]['partners']) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <PartnersSection partners={partners} />
    </IntlProvider>,
  );
}

afterEach(cleanup);

describe('PartnersSection', () => {
  it('is left out entirely when no partner is configured', () => {
    const { container } = renderWith([]);
    expect(container.innerHTML).toBe('');
  });

  it('lists configured partners, linking those with a URL in a new tab', () => {
    renderWith([
      { name: 'Lagos Freight Co.', url: 'https://freight.example.com/' },
      { name: 'Sahel Pay', logo: '/partners/sahel-pay.png' },
    ]);
    const region = screen.getByRole('region', { name: en.HomePage.partners.title });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([`Lagos Freight Co.${en.HomePage.partners.newTab}`, 'Sahel Pay']);
    const link = within(region).getByRole('link', { name: /Lagos Freight Co\./ });
    expect(link.getAttribute('href')).toBe('https://freight.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(region).queryAllByRole('link')).toHaveLength(1);
    expect(items[1]?.querySelector('img')?.getAttribute('src')).toContain('sahel-pay.png');
  });
});
