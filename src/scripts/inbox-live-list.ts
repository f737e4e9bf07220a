// The inbox's live list (src/components/inbox/lead-list.tsx): search as you type, and the list refreshed when a lead
// is stored or moved anywhere (Server-Sent Events from /inbox/events, fed by PostgreSQL's or PGlite's NOTIFY). The
// server renders every page of the list; this swaps in the HTML of /inbox/rows. Without it, the list and its
// filter form work as plain HTML.
const SEARCH_DELAY_MS = 250;

export function startLiveList(doc: Document = document, win: Window = window): (() => void) | undefined {
  const root = doc.querySelector<HTMLElement>('[data-lead-list]');
  const page = root?.querySelector<HTMLElement>('[data-lead-page]');
  const search = root?.querySelector<HTMLInputElement>('[data-lead-search]');
  const live = root?.querySelector<HTMLElement>('[data-lead-live]');
  if (!root || !page || !search || !live) return undefined;
  let query = root.dataset.query ?? '';
  const isFirstPage = root.dataset.firstPage === '1';
  let searched = search.value;
  let request: AbortController | undefined;

  const load = async (nextQuery: string) => {
    request?.abort();
    request = new AbortController();
    const response = await fetch(`/inbox/rows?${nextQuery}`, { signal: request.signal }).catch(() => undefined);
    if (response?.status === 401) return win.location.assign('/inbox/sign-in');
    if (!response?.ok) return;
    page.innerHTML = await response.text();
    query = nextQuery;
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const text = search.value.trim();
      if (text === searched) return;
      searched = text;
      const params = new URLSearchParams(query);
      if (text) params.set('q', text);
      else params.delete('q');
      params.delete('cursor');
      win.history.replaceState(null, '', `/inbox?${params.toString()}`);
      void load(params.toString());
    }, SEARCH_DELAY_MS);
  });

  const events = new EventSource('/inbox/events');
  events.addEventListener('lead', () => {
    // An older page stays where it is and says that leads changed; the first page follows them.
    if (isFirstPage) void load(query);
    else live.textContent = live.dataset.arrived ?? '';
  });
  return () => events.close();
}
