// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_PANEL_ID, MENU_PANEL_ID } from '@/lib/page-chrome/header-dropdown';
import { startMenuExpanded } from './menu-expanded';

let controller: AbortController;
const open = new Set<Element>();
const button = (id: string) => document.querySelector(`button[popovertarget="${id}"]`);
const panel = (id: string) => document.getElementById(id) as HTMLElement;

/**
 * jsdom has no popover API: a stand-in for the browser's part (the open state, `:popover-open`, `hidePopover` and the
 * `toggle` event). The native exclusivity of two auto popovers is left out on purpose: the script's own is tested.
 */
function fakePopover(element: HTMLElement): void {
  const matches = element.matches.bind(element);
  element.matches = ((selector: string) => (selector === ':popover-open' ? open.has(element) : matches(selector))) as typeof element.matches;
  element.hidePopover = () => setOpen(element, false);
}

function setOpen(element: Element, isOpen: boolean): void {
  if (isOpen) open.add(element);
  else open.delete(element);
  element.dispatchEvent(Object.assign(new Event('toggle'), { newState: isOpen ? 'open' : 'closed' }));
}

beforeEach(() => {
  controller = new AbortController();
  open.clear();
  document.body.innerHTML = `<header>
    <div id="${LANGUAGE_PANEL_ID}" popover="auto"><a href="/zh_cn">中文</a></div>
    <button popovertarget="${LANGUAGE_PANEL_ID}">Language</button>
    <div id="${MENU_PANEL_ID}" popover="auto"><a href="#about">About</a></div>
    <button popovertarget="${MENU_PANEL_ID}">Menu</button>
  </header>`;
  fakePopover(panel(LANGUAGE_PANEL_ID));
  fakePopover(panel(MENU_PANEL_ID));
});

afterEach(() => controller.abort());

describe('menu aria-expanded', () => {
  it('starts collapsed, or expanded for a menu tapped open before the script ran', () => {
    open.add(panel(MENU_PANEL_ID));
    startMenuExpanded(controller.signal);
    expect(button(LANGUAGE_PANEL_ID)?.getAttribute('aria-expanded')).toBe('false');
    expect(button(MENU_PANEL_ID)?.getAttribute('aria-expanded')).toBe('true');
  });

  it('follows each panel as it opens and closes', () => {
    startMenuExpanded(controller.signal);
    setOpen(panel(LANGUAGE_PANEL_ID), true);
    expect(button(LANGUAGE_PANEL_ID)?.getAttribute('aria-expanded')).toBe('true');
    setOpen(panel(LANGUAGE_PANEL_ID), false);
    expect(button(LANGUAGE_PANEL_ID)?.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the two menus exclusive', () => {
    startMenuExpanded(controller.signal);
    setOpen(panel(MENU_PANEL_ID), true);
    setOpen(panel(LANGUAGE_PANEL_ID), true);
    expect(open).toEqual(new Set([panel(LANGUAGE_PANEL_ID)]));
    expect(button(MENU_PANEL_ID)?.getAttribute('aria-expanded')).toBe('false');
    expect(button(LANGUAGE_PANEL_ID)?.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes a menu when one of its links is followed', () => {
    startMenuExpanded(controller.signal);
    setOpen(panel(MENU_PANEL_ID), true);
    panel(MENU_PANEL_ID).querySelector('a')?.click();
    expect(open.size).toBe(0);
    expect(button(MENU_PANEL_ID)?.getAttribute('aria-expanded')).toBe('false');
  });
});
