'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import { dropdownState } from './header-dropdown';

/** The header's two disclosure widgets; at most one is open at a time. */
export type HeaderMenu = 'navigation' | 'language';

type HeaderMenusState = {
  openMenu: HeaderMenu | null;
  toggle: (menu: HeaderMenu) => void;
  close: () => void;
  registerButton: (menu: HeaderMenu, button: HTMLButtonElement | null) => void;
};

const HeaderMenusContext = createContext<HeaderMenusState | null>(null);

/**
 * One header menu as a disclosure: the props of its toggle button (the ref lets Escape return focus to it)
 * and of the panel the button controls.
 */
export function useHeaderMenu(menu: HeaderMenu) {
  const state = useContext(HeaderMenusContext);
  const panelId = useId();
  const register = state?.registerButton;
  const buttonRef = useCallback((button: HTMLButtonElement | null) => register?.(menu, button), [menu, register]);
  if (!state) throw new Error('useHeaderMenu must be used inside <HeaderMenus>');
  const isOpen = state.openMenu === menu;
  return {
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => state.toggle(menu),
    } as const,
    panelProps: { id: panelId, 'data-state': dropdownState(isOpen) },
  };
}

type HeaderMenusProps = { homeHref: string; className?: string; children: ReactNode };

/**
 * The `<header>` element and the state its menus share: a click or tap outside the header,
 * focus leaving it, or Escape closes whichever menu is open.
 */
export function HeaderMenus({ homeHref, className, children }: HeaderMenusProps) {
  const [openMenu, setOpenMenu] = useState<HeaderMenu | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const buttons = useRef<Partial<Record<HeaderMenu, HTMLButtonElement | null>>>({});
  const router = useRouter();

  const close = useCallback(() => setOpenMenu(null), []);
  const toggle = useCallback((menu: HeaderMenu) => setOpenMenu((current) => (current === menu ? null : menu)), []);
  const registerButton = useCallback((menu: HeaderMenu, button: HTMLButtonElement | null) => {
    buttons.current[menu] = button;
  }, []);
  const state = useMemo(() => ({ openMenu, toggle, close, registerButton }), [openMenu, toggle, close, registerButton]);

  useEffect(() => {
    if (!openMenu) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setOpenMenu(null);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !openMenu) return;
      setOpenMenu(null);
      buttons.current[openMenu]?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu]);

  function onClick(event: ReactMouseEvent<HTMLElement>) {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link) return;
    setOpenMenu(null);
    // The in-page links point at home-page sections; elsewhere (e.g. a 404 page) go home first.
    const hash = link.getAttribute('href');
    if (hash?.startsWith('#') && !document.getElementById(hash.slice(1))) {
      event.preventDefault();
      router.push(`${homeHref}${hash}`);
    }
  }

  function onBlur(event: ReactFocusEvent<HTMLElement>) {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpenMenu(null);
  }

  return (
    <HeaderMenusContext value={state}>
      <header ref={headerRef} className={className} onClick={onClick} onBlur={onBlur}>
        {children}
      </header>
    </HeaderMenusContext>
  );
}
