import { CHROME_HOOKS, findHook } from '@/lib/page-chrome/chrome-hooks';

/**
 * The floating back-to-top button (src/components/layout/back-to-top-button.tsx, rendered as static HTML and hidden
 * by its `data-state`): shown once the visitor has scrolled more than one screen down; a press scrolls to the top,
 * smoothly unless the visitor asked for reduced motion, and moves keyboard focus to the start of the main content.
 */
export function startBackToTop(signal?: AbortSignal): void {
  const button = findHook(CHROME_HOOKS.backToTop)?.querySelector('button');
  if (!button) return;
  const update = () => {
    button.dataset.state = window.scrollY > window.innerHeight ? 'shown' : 'hidden';
  };
  update();
  window.addEventListener('scroll', update, { passive: true, signal });
  window.addEventListener('resize', update, { passive: true, signal });
  button.addEventListener(
    'click',
    () => {
      const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: isReduced ? 'instant' : 'smooth' });
      // The button hides at the top; keyboard focus continues from the start of the main content.
      document.getElementById('main')?.focus({ preventScroll: true });
    },
    { signal },
  );
}
