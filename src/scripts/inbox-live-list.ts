// The inbox's live list (src/components/inbox/lead-list.tsx): search as you type, and the list kept up with leads
// stored or moved anywhere (Server-Sent Events from /inbox/events, fed by PostgreSQL's or PGlite's NOTIFY). The server
// renders every page of the list; this swaps in the HTML of /inbox/rows. At the top of the first page new leads simply
// appear; a person scrolled down, or on an older page, stays where they are, and a control says how many new leads
// wait and brings them into view on a tap. Without this, the list and its filter form work as plain HTML.
const SEARCH_DELAY_MS = 250;
/** The filter form's own filters, which its Clear link drops (the folder and the search stay). */
const FORM_FILTERS = ['country', 'from', 'to', 'mine'];
/** How long after a form's post this page counts as leaving: a post answered with tel: keeps the person here. */
const LEAVING_MS = 5_000;

export function startLiveList(doc: Document = document, win: Window = window): (() => void) | undefined {
  const root = doc.querySelector<HTMLElement>('[data-lead-list]');
  const page = root?.querySelector<HTMLElement>('[data-lead-page]');
  const newLeads = root?.querySelector<HTMLButtonElement>('[data-lead-new]');
  const search = doc.querySelector<HTMLInputElement>('[data-lead-search]');
  const clear = doc.querySelector<HTMLAnchorElement>('[data-lead-clear]');
  if (!root || !page || !newLeads || !search) return undefined;
  let query = root.dataset.query ?? '';
  let isFirstPage = root.dataset.firstPage === '1';
  let searched = search.value;
  // The leads the stream named since the list last showed its newest, and its first page as last fetched.
  let heard = new Set<string>();
  let waiting = '';
  const requests = { load: new AbortController(), count: new AbortController() };
  // A form posted from this page in this tab (signing out, everywhere or here) leads where its answer says. A lead
  // heard meanwhile finds the session it just ended: its 401 must not send the page to the plain sign-in form instead.
  let leavingUntil = 0;
  doc.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    const target = submitter?.formTarget || (event.target as HTMLFormElement).target;
    if (!target || target === '_self') leavingUntil = Date.now() + LEAVING_MS;
  });

  const fetchRows = async (kind: keyof typeof requests, rowsQuery: string) => {
    requests[kind].abort();
    const request = (requests[kind] = new AbortController());
    const response = await fetch(`/inbox/rows?${rowsQuery}`, { signal: request.signal }).catch(() => undefined);
    if (response?.status === 401 && Date.now() >= leavingUntil) win.location.assign('/inbox/sign-in');
    return response?.ok ? response.text().catch(() => undefined) : undefined;
  };

  const show = (html: string) => {
    requests.count.abort();
    page.innerHTML = html;
    isFirstPage = true;
    heard = new Set();
    newLeads.hidden = true;
  };

  const load = async (nextQuery: string) => {
    const html = await fetchRows('load', nextQuery);
    if (html === undefined) return;
    query = nextQuery;
    show(html);
    if (clear) {
      const params = new URLSearchParams(query);
      for (const name of FORM_FILTERS) params.delete(name);
      clear.href = `/inbox?${params.toString()}`;
    }
  };

  const idsIn = (container: ParentNode) => [...container.querySelectorAll<HTMLElement>('[data-lead-id]')].map((row) => row.dataset.leadId ?? '');

  /** Counts the leads of the first page, fetched again, that the stream named and the list does not show. */
  const countWaiting = async () => {
    const html = await fetchRows('count', query);
    if (html === undefined) return;
    const fresh = doc.createElement('template');
    fresh.innerHTML = html;
    const shown = new Set(idsIn(page));
    const count = idsIn(fresh.content).filter((id) => heard.has(id) && !shown.has(id)).length;
    if (count === 0) return;
    waiting = html;
    const words = new Intl.PluralRules(doc.documentElement.lang || 'en').select(count) === 'one' ? newLeads.dataset.one : newLeads.dataset.other;
    newLeads.textContent = (words ?? '').replace('#', String(count));
    newLeads.hidden = false;
  };

  newLeads.addEventListener('click', () => {
    show(waiting);
    win.history.replaceState(null, '', `/inbox?${query}`);
    win.scrollTo({ top: 0 });
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const text = search.value.trim();
      if (text === searched) return;
      searched = text;
      const params = new URLSearchParams(query);
      if (text) params.set('q', text);
      else ['q', 'scope'].forEach((name) => params.delete(name));
      params.delete('cursor');
      win.history.replaceState(null, '', `/inbox?${params.toString()}`);
      void load(params.toString());
    }, SEARCH_DELAY_MS);
  });

  const events = new EventSource('/inbox/events');
  events.addEventListener('lead', (event) => {
    // The first page, read from its first lead, follows the leads; anywhere else the person keeps their place.
    const firstLead = page.querySelector('[data-lead-id]') ?? page;
    if (isFirstPage && firstLead.getBoundingClientRect().top >= 0) {
      void load(query);
    } else {
      heard.add(String((event as MessageEvent).data));
      void countWaiting();
    }
  });
  return () => events.close();
}
