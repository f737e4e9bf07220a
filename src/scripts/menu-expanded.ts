import { LANGUAGE_PANEL_ID, MENU_PANEL_ID } from '@/lib/page-chrome/header-dropdown';

/**
 * The header's two menus are native popovers (src/components/layout/header-popover.tsx): without any script a tap
 * opens one, opening one closes the other, a tap outside or Escape closes it. This keeps what scripts must add:
 * - each menu button's `aria-expanded` follows its panel (the popover's `toggle` event, which does not bubble);
 * - the two menus stay exclusive whatever opened them;
 * - following a link in an open menu closes it (an in-page section link would scroll under the open panel).
 */
const PANEL_IDS: ReadonlyArray<string> = [MENU_PANEL_ID, LANGUAGE_PANEL_ID];

function panelsAndButtons(): Array<{ panel: HTMLElement; buttons: HTMLButtonElement[] }> {
  return PANEL_IDS.flatMap((id) => {
    const panel = document.getElementById(id);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(`button[popovertarget="${id}"]`)];
    return panel ? [{ panel, buttons }] : [];
  });
}

const setExpanded = (buttons: HTMLButtonElement[], isOpen: boolean) => buttons.forEach((button) => button.setAttribute('aria-expanded', String(isOpen)));

export function startMenuExpanded(signal?: AbortSignal): void {
  const menus = panelsAndButtons();
  // A menu tapped open before this ran is open now.
  for (const { panel, buttons } of menus) setExpanded(buttons, panel.matches(':popover-open'));

  document.addEventListener(
    'toggle',
    (event) => {
      const menu = menus.find(({ panel }) => panel === event.target);
      if (!menu) return;
      const isOpen = 'newState' in event && event.newState === 'open';
      setExpanded(menu.buttons, isOpen);
      if (!isOpen) return;
      for (const { panel } of menus) {
        if (panel !== menu.panel && !panel.contains(menu.panel) && panel.matches(':popover-open')) panel.hidePopover();
      }
    },
    { capture: true, signal },
  );

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const menu = link && menus.find(({ panel }) => panel.contains(link));
      if (menu?.panel.matches(':popover-open')) menu.panel.hidePopover();
    },
    { signal },
  );
}
