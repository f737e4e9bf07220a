'use client';

import type { ReactNode } from 'react';
import { dropdownPanel } from './header-dropdown';
import { useHeaderMenu } from './header-menus';

type MobileMenuProps = { label: string; children: ReactNode };

/** Hamburger disclosure for screens under 768 px; the links inside are rendered on the server. */
export function MobileMenu({ label, children }: MobileMenuProps) {
  const { buttonProps, panelProps } = useHeaderMenu('navigation');

  return (
    <div className="md:hidden">
      <button
        {...buttonProps}
        className="group grid size-11 place-items-center rounded-lg text-ink hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
      >
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="relative block h-3.5 w-5">
          <span className="absolute left-0 top-0 block h-0.5 w-5 rounded-full bg-current transition duration-300 group-aria-expanded:translate-y-1.5 group-aria-expanded:rotate-45 motion-reduce:transition-none" />
          <span className="absolute left-0 top-1.5 block h-0.5 w-5 rounded-full bg-current transition duration-300 group-aria-expanded:opacity-0 motion-reduce:transition-none" />
          <span className="absolute left-0 top-3 block h-0.5 w-5 rounded-full bg-current transition duration-300 group-aria-expanded:-translate-y-1.5 group-aria-expanded:-rotate-45 motion-reduce:transition-none" />
        </span>
      </button>
      <div
        {...panelProps}
        className={`absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg ${dropdownPanel}`}
      >
        {children}
      </div>
    </div>
  );
}
