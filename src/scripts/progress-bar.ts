import { CHROME_HOOKS, findHook } from '@/lib/page-chrome/chrome-hooks';

/**
 * The thin bar at the top of the page from a click on a link to another page of the site until that page paints
 * (every navigation is a page load here: the new page replaces this one, bar and all). SPEC §9: shown only when the
 * navigation takes longer than 200 ms, creeping to 90% over 5000 ms. The markup is static HTML
 * (src/components/layout/progress-bar.tsx), hidden until a navigation shows it.
 *
 * A failed navigation mostly ends on the browser's own error page. The failures this page outlives get the failed
 * state: the connection drops (or was already down) while the page is requested, or the page is still here long after
 * the bar reached 90% (a navigation that ended without a new page: a cancelled load, a 204, a download).
 */
const SHOW_AFTER_MS = 200;
const TRICKLE_MS = 5000;
/** Three trickles with no new page: the navigation ended without one. */
const STALLED_AFTER_MS = 3 * TRICKLE_MS;
const HIDE_FAILED_AFTER_MS = 3000;

/** A plain left click on a link to another page of this site that nothing else has taken over. */
function isPageNavigationClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const { origin, pathname, search } = window.location;
  // A change of hash alone scrolls this page: no load.
  return link.origin === origin && (link.pathname !== pathname || link.search !== search);
}

export function startProgressBar(signal?: AbortSignal): void {
  const bar = findHook(CHROME_HOOKS.progressBar);
  const fill = bar?.firstElementChild;
  if (bar && fill) followNavigations(bar, fill, signal);
}

function followNavigations(bar: HTMLElement, fill: Element, signal: AbortSignal | undefined): void {
  let isNavigating = false;
  let timers: Array<ReturnType<typeof setTimeout>> = [];
  let animation: Animation | undefined;

  function enter(state: 'idle' | 'loading' | 'failed'): void {
    timers.forEach(clearTimeout);
    timers = [];
    animation?.cancel();
    bar.dataset.state = state;
    bar.hidden = state === 'idle';
    if (state === 'failed') bar.setAttribute('aria-valuetext', bar.dataset.failedLabel ?? '');
    else bar.removeAttribute('aria-valuetext');
  }

  function show(): void {
    enter('loading');
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Web Animations rather than a stylesheet keyframe: the bar's whole behaviour stays in this file.
    animation = fill.animate([{ scale: '0.08 1' }, { scale: '0.9 1' }], {
      duration: isReduced ? 0 : TRICKLE_MS,
      easing: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
      fill: 'forwards',
    });
    timers.push(setTimeout(fail, STALLED_AFTER_MS - SHOW_AFTER_MS));
  }

  function fail(): void {
    isNavigating = false;
    enter('failed');
    timers.push(setTimeout(() => enter('idle'), HIDE_FAILED_AFTER_MS));
  }

  function start(): void {
    if (isNavigating) return;
    if (!navigator.onLine) return fail();
    isNavigating = true;
    timers.push(setTimeout(show, SHOW_AFTER_MS));
  }

  // Bubbling, so a handler that takes the click over (preventDefault) is seen first.
  document.addEventListener('click', (event) => isPageNavigationClick(event) && start(), { signal });
  window.addEventListener('offline', () => isNavigating && fail(), { signal });
  // Back to this page from the back/forward cache: whatever was showing when it was left is over.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      isNavigating = false;
      enter('idle');
    },
    { signal },
  );
}
