'use client';

import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { dropdownClosed, dropdownOpen, dropdownTransition } from './header-dropdown';
import { useHeaderMenu } from './header-menus';

type MobileMenuProps = { label: string; children: ReactNode };

/** Hamburger disclosure for screens under 768 px; the links inside are rendered on the server. */
export function MobileMenu({ label, children }: MobileMenuProps) {
  const { isOpen, toggle, buttonRef } = useHeaderMenu('navigation');
  const panelId = useId();

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className="grid size-11 place-items-center rounded-lg text-ink hover:bg-brand-50 hover:text-brand-800"
      >
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="relative block h-3.5 w-5">
          {(['top-0', 'top-1.5', 'top-3'] as const).map((position, index) => (
            <span
              key={position}
              className={cn(
                'absolute left-0 block h-0.5 w-5 rounded-full bg-current transition duration-300 motion-reduce:transition-none',
                position,
                isOpen && index === 0 && 'translate-y-1.5 rotate-45',
                isOpen && index === 1 && 'opacity-0',
                isOpen && index === 2 && '-translate-y-1.5 -rotate-45',
              )}
            />
          ))}
        </span>
      </button>
      <div
        id={panelId}
        className={cn(
          'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg',
          dropdownTransition,
          isOpen ? dropdownOpen : dropdownClosed,
        )}
      >
        {children}
      </div>
    </div>
  );
}
