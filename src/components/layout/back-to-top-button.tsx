import { useEffect, useState } from 'react';

/**
 * Floating button shown once the visitor has scrolled more than one screen down.
 * Normal look: outlined arrow on white; hover and press: filled green. Its look is one class
 * (src/styles/globals.css): its 500 characters of utilities cost every page 150 bytes of its first round trip.
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
    <button type="button" onClick={scrollToTop} data-state={isShown ? 'shown' : 'hidden'} className="back-to-top-button">
      <span className="sr-only">{label}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6">
        <path d="M12 19V5m-6.5 6.5L12 5l6.5 6.5" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
