import type { ReactNode } from 'react';
import { MENU_PANEL_ID } from '@/lib/page-chrome/header-dropdown';
import { HeaderPopover } from './header-popover';

type MobileMenuProps = { label: string; children: ReactNode };

const bar = 'absolute left-0 block h-0.5 w-5 rounded-full bg-current transition duration-300 motion-reduce:transition-none';

/**
 * Hamburger menu for screens under 768 px: a native popover, so it opens on the first tap, before (or without) any
 * script. The icon turns into a cross while the panel is open (`:popover-open`, no script either); src/scripts/menu-expanded.ts
 * keeps `aria-expanded` in step once scripts run (before that the browser exposes the state from `popovertarget`).
 */
export function MobileMenu({ label, children }: MobileMenuProps) {
  return (
    <HeaderPopover
      panelId={MENU_PANEL_ID}
      className="group md:hidden"
      panelAs="div"
      panelClassName="inset-x-0 top-[calc(4rem+1px)] max-h-[calc(100dvh-4rem-1px)] w-full max-w-none overflow-y-auto border-x-0 border-t-0 border-b border-slate-200 p-0 bg-white shadow-lg"
      panel={children}
      buttonClassName="grid size-11 place-items-center rounded-lg text-ink hover:bg-brand-50 hover:text-brand-800 group-has-[:popover-open]:bg-brand-50 group-has-[:popover-open]:text-brand-800"
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="relative block h-3.5 w-5">
        <span className={`${bar} top-0 group-has-[:popover-open]:translate-y-1.5 group-has-[:popover-open]:rotate-45`} />
        <span className={`${bar} top-1.5 group-has-[:popover-open]:opacity-0`} />
        <span className={`${bar} top-3 group-has-[:popover-open]:-translate-y-1.5 group-has-[:popover-open]:-rotate-45`} />
      </span>
    </HeaderPopover>
  );
}
