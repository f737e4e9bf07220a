'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
// clsx rather than cn(): tailwind-merge would add about 7 KB gzipped to every page's first load.
import { clsx } from 'clsx';

/** Navigations faster than this show nothing, so quick ones do not flash a bar. */
const SHOW_AFTER_MS = 200;
/** How long the bar takes to creep to 90% when the page is slow to arrive. */
const TRICKLE_MS = 5000;
const HIDE_AFTER_DONE_MS = 400;
const HIDE_AFTER_FAIL_MS = 3000;

type Phase = 'idle' | 'pending' | 'loading' | 'done' | 'failed';

// One navigation at a time for the whole tab, so a module-level store is the right scope.
let phase: Phase = 'idle';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPhase(next: Phase, after?: { ms: number; then: () => void }): void {
  clearTimeout(timer);
  timer = after ? setTimeout(after.then, after.ms) : undefined;
  phase = next;
  listeners.forEach((listener) => listener());
}

const isNavigating = () => phase === 'pending' || phase === 'loading';

/** Marks the start of a client-side navigation (link clicks and back/forward are detected already). */
function startNavigationProgress(): void {
  if (isNavigating()) return;
  setPhase('pending', { ms: SHOW_AFTER_MS, then: () => setPhase('loading') });
}

function finishNavigationProgress(): void {
  if (phase === 'pending') setPhase('idle');
  else if (phase === 'loading') setPhase('done', { ms: HIDE_AFTER_DONE_MS, then: () => setPhase('idle') });
}

/** Shows the failed state, e.g. when the page that was navigated to threw while rendering. */
export function failNavigationProgress(): void {
  setPhase('failed', { ms: HIDE_AFTER_FAIL_MS, then: () => setPhase('idle') });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A plain left click on a same-origin link to another page: the App Router will navigate. */
function isPageNavigationClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

function useNavigationEvents(): void {
  const pathname = usePathname();
  const renderedPath = useRef(pathname);

  useEffect(() => {
    renderedPath.current = pathname;
    finishNavigationProgress();
  }, [pathname]);

  useEffect(() => {
    // Capture phase: Next's <Link> calls preventDefault, which would hide the click from a bubbling listener.
    const onClick = (event: MouseEvent) => isPageNavigationClick(event) && startNavigationProgress();
    // Back/forward; a change of hash alone leaves the rendered path as it is.
    const onPopState = () => window.location.pathname !== renderedPath.current && startNavigationProgress();
    const onError = () => isNavigating() && failNavigationProgress();
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
}

type ProgressBarProps = { label: string; failedLabel: string };

/** Thin bar at the top of the viewport while a client-side navigation takes longer than 200 ms. */
export function ProgressBar({ label, failedLabel }: ProgressBarProps) {
  useNavigationEvents();
  const current = useSyncExternalStore(subscribe, () => phase, () => 'idle' as Phase);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar || current !== 'loading') return;
    // Web Animations rather than a stylesheet keyframe: the bar stays self-contained.
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = bar.animate([{ scale: '0.08 1' }, { scale: '0.9 1' }], {
      duration: reduceMotion ? 0 : TRICKLE_MS,
      easing: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
      fill: 'forwards',
    });
    return () => animation.cancel();
  }, [current]);

  if (current === 'idle' || current === 'pending') return null;
  const isFailed = current === 'failed';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={current === 'done' ? 100 : undefined}
      aria-valuetext={isFailed ? failedLabel : undefined}
      data-state={current}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        ref={barRef}
        className={clsx(
          'h-full origin-left transition-[scale,background-color] duration-200 motion-reduce:transition-none',
          current !== 'loading' && 'scale-x-100',
          isFailed ? 'bg-red-600' : 'bg-brand-500',
        )}
      />
    </div>
  );
}
