import { describe, expect, it } from 'vitest';
import { parseLeadFilter, type LeadListRow } from './lead-list';
import { toLeadListView } from './list-view';

const row = (fields: Partial<LeadListRow>): LeadListRow => ({
  id: '0b6a3c9e-2f4d-4c1a-9a7e-5d2f8e1b3c4a',
  createdAt: new Date('2026-03-01T12:00:00Z'),
  name: 'Wanjiru Kamau',
  country: 'KE',
  mobile: '+254712345678',
  firstLine: 'Cooking oil',
  status: 'closed',
  source: 'page',
  assigneeName: null,
  isErased: false,
  ...fields,
});
const viewOf = (query: string, rows: LeadListRow[]) => toLeadListView({ rows }, parseLeadFilter(new URLSearchParams(query)), 'en', 'UTC');

describe('a row of the list', () => {
  it('shows the number as read, and leads back to this list', () => {
    const [shown] = viewOf('folder=closed&country=KE', [row({})]).rows;
    expect(shown?.phone).toBe('+254 712 345678');
    expect(new URL(shown?.href ?? '', 'http://inbox.invalid').searchParams.get('list')).toBe('folder=closed&country=KE');
    expect(shown?.folder).toBeUndefined();
  });

  it('names its folder when a search looks in every folder', () => {
    expect(viewOf('folder=new&q=Wanjiru', [row({})]).rows[0]?.folder).toBe('Closed');
    expect(viewOf('folder=closed&q=Wanjiru&scope=folder', [row({})]).rows[0]?.folder).toBeUndefined();
  });

  it('offers no number and no way to call or chat for an erased lead, as it does for the others', () => {
    const rows = viewOf('folder=new', [row({}), row({ name: '', mobile: '', isErased: true })]).rows;
    expect(rows.map((shown) => shown.phone !== undefined)).toEqual([true, false]);
    expect(rows[1]?.badges).toContain('Erased');
  });
});
