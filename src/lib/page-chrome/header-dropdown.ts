/** The ids of the header's two popovers (src/components/layout/header-popover.tsx); one header per page. */
export const MENU_PANEL_ID = 'site-menu-panel';
export const LANGUAGE_PANEL_ID = 'language-menu-panel';
