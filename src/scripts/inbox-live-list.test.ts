// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadList } from '@/components/inbox/lead-list';
import type { LeadListView, LeadRowView } from '@/lib/inbox/lead-list-types';
import { leadListTestStrings } from '../../tests/fixtures/lead-list-strings';
import { startLiveList } from './inbox-live-list';

const strings = leadListTestStrings;
const row = (id: string): LeadRowView => ({
  id,
  href: `/inbox/lead/${id}`,
  received: '',
  receivedIso: '',
  name: id,
  country: 'Kenya',
  firstLine: '',
  assignee: '',
  badges: [],
});
const view = (isFirstPage: boolean, ids: string[]): LeadListView => ({
  folders: [],
  rows: ids.map(row),
  query: 'folder=new',
  isFirstPage,
  nextHref: undefined,
  problems: [],
});

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

/** The leads the server's first page holds now, newest first; /inbox/rows answers with them. */
let firstPage: string[];
let fetched: string[];
let stop: (() => void) | undefined;

function render(isFirstPage: boolean, ids: string[]) {
  document.body.innerHTML = `<input data-lead-search value=""><a data-lead-clear href="/inbox?folder=new&country=KE">Clear</a>${renderToStaticMarkup(createElement(LeadList, { view: view(isFirstPage, ids), strings }))}`;
  stop = startLiveList();
}

/** Puts the list's first lead above the top of the screen, as after scrolling down. */
function scrollDown() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -400 } as DOMRect);
}

async function arrive(...ids: string[]) {
  for (const id of ids) {
    firstPage = [id, ...firstPage];
    FakeEventSource.last?.dispatchEvent(new MessageEvent('lead', { data: id }));
    await vi.advanceTimersByTimeAsync(0);
  }
}

const shownIds = () => [...document.querySelectorAll<HTMLElement>('[data-lead-page] [data-lead-id]')].map((item) => item.dataset.leadId);
const control = () => document.querySelector<HTMLButtonElement>('[data-lead-new]') as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
  fetched = [];
  firstPage = ['a', 'b', 'c'];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return new Response(`<ol>${firstPage.map((id) => `<li data-lead-id="${id}">${id} for ${url}</li>`).join('')}</ol>`, { status: 200 });
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the live list', () => {
  it('searches as the person types, once they pause, and keeps the address and the Clear link in step', async () => {
    render(true, firstPage);
    const search = document.querySelector<HTMLInputElement>('[data-lead-search]') as HTMLInputElement;
    for (const text of ['O', 'Ok', 'Okafor']) {
      search.value = text;
      search.dispatchEvent(new Event('input'));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetched).toEqual(['/inbox/rows?folder=new&q=Okafor']);
    expect(document.querySelector('[data-lead-page]')?.textContent).toContain('a for /inbox/rows?folder=new&q=Okafor');
    expect(window.location.search).toBe('?folder=new&q=Okafor');
    expect(document.querySelector('[data-lead-clear]')?.getAttribute('href')).toBe('/inbox?folder=new&q=Okafor');
  });

  it('at the top of the first page, shows a lead that arrives at once', async () => {
    render(true, firstPage);
    await arrive('d');
    expect(fetched).toEqual(['/inbox/rows?folder=new']);
    expect(shownIds()).toEqual(['d', 'a', 'b', 'c']);
    expect(control().hidden).toBe(true);
    stop?.();
    expect(FakeEventSource.last?.closed).toBe(true);
  });

  it('scrolled down, keeps the place and counts the new leads, then brings them into view on a tap', async () => {
    render(true, firstPage);
    scrollDown();
    await arrive('d');
    expect(shownIds()).toEqual(['a', 'b', 'c']);
    expect(control().hidden).toBe(false);
    expect(control().textContent).toBe('1 new lead');
    await arrive('e', 'f');
    expect(control().textContent).toBe('3 new leads');
    // A lead the list shows that moved, and one that changed outside this list, are not new leads here.
    FakeEventSource.last?.dispatchEvent(new MessageEvent('lead', { data: 'b' }));
    FakeEventSource.last?.dispatchEvent(new MessageEvent('lead', { data: 'elsewhere' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(control().textContent).toBe('3 new leads');

    history.replaceState(null, '', '/inbox?folder=new&cursor=abc');
    control().click();
    expect(shownIds()).toEqual(['f', 'e', 'd', 'a', 'b', 'c']);
    expect(control().hidden).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(window.location.search).toBe('?folder=new');
    // Counted afresh from there.
    await arrive('g');
    expect(control().textContent).toBe('1 new lead');
  });

  it('on an older page, counts the new leads without moving the page', async () => {
    render(false, ['x', 'y']);
    await arrive('d', 'e');
    expect(fetched).toEqual(['/inbox/rows?folder=new', '/inbox/rows?folder=new']);
    expect(shownIds()).toEqual(['x', 'y']);
    expect(control().textContent).toBe('2 new leads');
    control().click();
    expect(shownIds()).toEqual(['e', 'd', 'a', 'b', 'c']);
  });

  it('after the session ends, sends the person to sign in, unless a form of the page was just posted (signing out)', async () => {
    render(true, ['a', 'b', 'c']);
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign } });
    vi.stubGlobal('fetch', async () => new Response('', { status: 401 }));
    const form = document.createElement('form');
    document.body.append(form);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true }));
    await arrive('d');
    expect(assign).not.toHaveBeenCalled();
    // A post answered elsewhere (a new tab) does not count, and a page still here after the post's time does.
    const chat = document.createElement('form');
    chat.target = '_blank';
    document.body.append(chat);
    await vi.advanceTimersByTimeAsync(5_000);
    chat.dispatchEvent(new SubmitEvent('submit', { bubbles: true }));
    await arrive('e');
    expect(assign).toHaveBeenCalledWith('/inbox/sign-in');
  });

  it('does nothing on a page without the list', () => {
    document.body.innerHTML = '<main></main>';
    expect(startLiveList()).toBeUndefined();
  });
});
