import { describe, expect, it } from 'vitest';
import { countActiveFilters, isEveryFolder, leadFilterQuery, listReturnHref, parseLeadFilter, readLeadFilter, readListQuery } from './lead-list';

const filter = (query: string) => parseLeadFilter(new URLSearchParams(query));

describe('the list’s filter in links', () => {
  it('leads back from a lead to the list it came from, read again as a filter', () => {
    const list = 'folder=closed&q=Fatuma+K&scope=folder&country=KE&from=2026-01-01&mine=1';
    expect(listReturnHref(readListQuery(list))).toBe(`/inbox?${list}`);
    const cursor = Buffer.from('2026-03-01T12:00:00.000Z|0b6a3c9e-2f4d-4c1a-9a7e-5d2f8e1b3c4a').toString('base64url');
    expect(listReturnHref(readListQuery(`folder=new&cursor=${cursor}`))).toBe(`/inbox?folder=new&cursor=${cursor}`);
    // Nothing a crafted link holds reaches the page: unknown names and unreadable values are left out.
    expect(listReturnHref(readListQuery('folder=new&q=%3Cscript%3E&next=https://evil.example&country=ZZ&from=yesterday'))).toBe(
      '/inbox?folder=new&q=%3Cscript%3E',
    );
    expect(listReturnHref(readListQuery('javascript:alert(1)'))).toBe('/inbox?folder=new');
    expect(listReturnHref(readListQuery(null))).toBe('/inbox');
    expect(listReturnHref(readListQuery(''))).toBe('/inbox');
  });

  it('searches every folder unless narrowed to one, and keeps the narrowing only with a search', () => {
    expect(isEveryFolder(filter('folder=closed&q=Fatuma'))).toBe(true);
    expect(isEveryFolder(filter('folder=closed&q=Fatuma&scope=folder'))).toBe(false);
    expect(isEveryFolder(filter('folder=closed'))).toBe(false);
    expect(leadFilterQuery(filter('folder=closed&scope=folder'))).toBe('folder=closed');
    expect(leadFilterQuery(filter('folder=closed&scope=anything&q=x'))).toBe('folder=closed&q=x');
  });

  it('counts the filter form’s filters that are set', () => {
    expect(countActiveFilters(filter('folder=new&q=Fatuma'))).toBe(0);
    expect(countActiveFilters(filter('country=KE&mine=1'))).toBe(2);
    expect(countActiveFilters(filter('country=KE&from=2026-01-01&to=2026-01-31&mine=1'))).toBe(4);
    expect(countActiveFilters(filter('country=ZZ&from=nope'))).toBe(0);
    expect(countActiveFilters(filter('mine=1&team=0b6a3c9e-2f4d-4c1a-9a7e-5d2f8e1b3c4a'))).toBe(2);
    expect(countActiveFilters(filter('team=Kenya'))).toBe(0);
  });

  it('keeps a routing team’s id in the list’s links, and names a team that is none as left out', () => {
    const team = '0b6a3c9e-2f4d-4c1a-9a7e-5d2f8e1b3c4a';
    expect(listReturnHref(readListQuery(`folder=new&team=${team.toUpperCase()}&mine=1`))).toBe(`/inbox?folder=new&mine=1&team=${team}`);
    expect(readLeadFilter(new URLSearchParams('team=Kenya'))).toMatchObject({ filter: { team: undefined }, problems: ['team'] });
  });
});
