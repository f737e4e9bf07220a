import { useEffect, useState } from 'react';

/**
 * Floating button shown once the visitor has scrolled more than one screen down.
 * Normal look: outlined arrow on white; hover and press: filled green.
 */
export function BackToTopButton({ label }: { label: string }) {
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const update = () => setIsShown(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  function scrollToTop() {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
    // The button hides at the top; keyboard focus continues from the start of the main content.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      onClick={scrollToTop}
      data-state={isShown ? 'shown' : 'hidden'}
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] right-4 z-30 grid size-12 place-items-center rounded-full border-2 border-brand-700 bg-white text-brand-700 shadow-md transition-[opacity,translate,background-color,color,scale] duration-300 hover:bg-brand-700 hover:text-white active:scale-95 active:border-brand-800 active:bg-brand-800 active:text-white motion-reduce:transition-none md:bottom-6 md:right-6 data-[state=hidden]:invisible data-[state=hidden]:translate-y-3 data-[state=hidden]:opacity-0"
    >
      <span className="sr-only">{label}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6">
        <path
          d="M12 19V5m-6.5 6.5L12 5l6.5 6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
