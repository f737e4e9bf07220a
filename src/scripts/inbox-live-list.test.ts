// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadList } from '@/components/inbox/lead-list';
import type { LeadListStrings, LeadListView } from '@/lib/inbox/lead-list-types';
import { startLiveList } from './inbox-live-list';

const strings: LeadListStrings = {
  search: 'Search',
  empty: 'No leads here.',
  next: 'Older leads',
  first: 'Newest leads',
  live: 'New leads appear here by themselves.',
  arrived: 'Leads changed since this page opened.',
  columns: { received: 'Received', name: 'Name', country: 'Country', message: 'Message', assignee: 'Assigned to' },
};
const view = (isFirstPage: boolean): LeadListView => ({ rows: [], query: 'folder=new', isFirstPage, nextHref: undefined, problems: [] });

/** EventSource as the page's script sees it: the test delivers `lead` events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

let fetched: string[];
let stop: (() => void) | undefined;

function render(isFirstPage: boolean) {
  document.body.innerHTML = renderToStaticMarkup(createElement(LeadList, { view: view(isFirstPage), strings, search: '', formId: 'lead-filters' }));
  stop = startLiveList();
}

beforeEach(() => {
  vi.useFakeTimers();
  fetched = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return new Response(`<ol><li>page for ${url}</li></ol>`, { status: 200 });
  });
});

afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const page = () => document.querySelector('[data-lead-page]')?.textContent;

describe('the live list', () => {
  it('searches as the person types, once they pause, and keeps the address in step', async () => {
    render(true);
    const search = document.querySelector<HTMLInputElement>('[data-lead-search]') as HTMLInputElement;
    for (const text of ['O', 'Ok', 'Okafor']) {
      search.value = text;
      search.dispatchEvent(new Event('input'));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetched).toEqual(['/inbox/rows?folder=new&q=Okafor']);
    expect(page()).toBe('page for /inbox/rows?folder=new&q=Okafor');
    expect(window.location.search).toBe('?folder=new&q=Okafor');
  });

  it('refreshes the first page when a lead arrives, and only says so on an older page', async () => {
    render(true);
    FakeEventSource.last?.dispatchEvent(new Event('lead'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toEqual(['/inbox/rows?folder=new']);
    stop?.();
    expect(FakeEventSource.last?.closed).toBe(true);

    fetched = [];
    render(false);
    FakeEventSource.last?.dispatchEvent(new Event('lead'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toEqual([]);
    expect(document.querySelector('[data-lead-live]')?.textContent).toBe(strings.arrived);
  });

  it('does nothing on a page without the list', () => {
    document.body.innerHTML = '<main></main>';
    expect(startLiveList()).toBeUndefined();
  });
});
