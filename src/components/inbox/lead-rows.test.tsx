// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadRowView } from '@/lib/inbox/lead-list-types';
import { leadListTestStrings } from '../../../tests/fixtures/lead-list-strings';
import { LeadRows } from './lead-rows';

afterEach(cleanup);

const strings = leadListTestStrings;
const row = (fields: Partial<LeadRowView>): LeadRowView => ({
  id: '0b6a3c9e-2f4d-4c1a-9a7e-5d2f8e1b3c4a',
  href: '/inbox/lead/0b6a3c9e-2f4d-4c1a-9a7e-5d2f8e1b3c4a',
  received: '1 Mar, 12:00',
  receivedIso: '2026-03-01T12:00:00.000Z',
  name: 'Wanjiru Kamau',
  country: 'Kenya',
  firstLine: 'Cooking oil',
  assignee: 'Unassigned',
  phone: '+254 712 345678',
  badges: [],
  ...fields,
});

describe('LeadRows', () => {
  it('posts a row’s Call and WhatsApp to the lead’s reach route, the chat in a new tab, beside the number', () => {
    render(<LeadRows rows={[row({})]} strings={strings} />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('+254 712 345678');
    for (const [name, via] of [
      [strings.call, 'call'],
      [strings.whatsapp, 'whatsapp'],
    ] as const) {
      const form = within(item).getByRole('button', { name }).closest('form');
      expect(form?.getAttribute('action')).toBe('/inbox/lead/0b6a3c9e-2f4d-4c1a-9a7e-5d2f8e1b3c4a/reach');
      expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ via });
    }
    expect(within(item).getByRole('button', { name: strings.whatsapp }).getAttribute('formtarget')).toBe('_blank');
    expect(within(item).getAllByRole('link')).toHaveLength(1);
  });

  it('offers no way to call or chat for an erased lead', () => {
    render(<LeadRows rows={[row({ name: '', phone: undefined, badges: ['Erased'] })]} strings={strings} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
