'use client';

import { useEffect, useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { restoreKeptScroll } from './keep-scroll';

type HeaderMenusProps = { homeHref: string; className?: string; children: ReactNode };

/** The menu buttons' `aria-expanded` follows their popover; the browser itself toggles the popover. */
function syncExpanded(header: HTMLElement) {
  for (const button of header.querySelectorAll<HTMLButtonElement>('button[popovertarget]')) {
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
    button.setAttribute('aria-expanded', String(panel?.matches(':popover-open') ?? false));
  }
}

/**
 * The `<header>` element, and what scripts add to its menus once they run. The menus are native popovers
 * (mobile-menu.tsx, language-switch.tsx) that work before and without this: it only sets `aria-expanded` (before it
 * runs, Chromium and Safari expose the expanded state from `popovertarget`), closes an open menu when one of its links
 * is followed, sends a section link on a page without that section to the home page's section, and restores the
 * scroll offset after a client-side language switch (keep-scroll.ts).
 */
export function HeaderMenus({ homeHref, className, children }: HeaderMenusProps) {
  const headerRef = useRef<HTMLElement>(null);
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    syncExpanded(header);
    // `toggle` does not bubble: listen in the capture phase.
    const onToggle = () => syncExpanded(header);
    header.addEventListener('toggle', onToggle, true);
    return () => header.removeEventListener('toggle', onToggle, true);
  }, []);

  // The new page is in the DOM when layout effects run; a frame later, anything that moved it has done so.
  useLayoutEffect(() => {
    const kept = restoreKeptScroll();
    if (kept === null) return;
    const frame = requestAnimationFrame(() => {
      if (Math.abs(window.scrollY - kept) > 1) window.scrollTo({ top: kept, behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  function onClick(event: ReactMouseEvent<HTMLElement>) {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link) return;
    for (const panel of event.currentTarget.querySelectorAll<HTMLElement>(':popover-open')) panel.hidePopover();
    // The in-page links point at home-page sections; elsewhere (e.g. a 404 page) go home first.
    const hash = link.getAttribute('href');
    if (hash?.startsWith('#') && !document.getElementById(hash.slice(1))) {
      event.preventDefault();
      router.push(`${homeHref}${hash}`);
    }
  }

  return (
    <header ref={headerRef} className={className} onClick={onClick}>
      {children}
    </header>
  );
}
