/** The ids of the header's two popovers; one header per page. */
export const MENU_PANEL_ID = 'site-menu-panel';
export const LANGUAGE_PANEL_ID = 'language-menu-panel';

/**
 * Classes shared by the header's dropdown panels. Each is a native `popover="auto"` opened by its button's
 * `popovertarget`, so without any script a tap opens it, opening one closes the other, and a tap outside or Escape
 * closes it. A popover sits in the top layer, positioned against the viewport (the header is sticky at its top):
 * the UA's centring is reset here. The 0.3 s fade and slide runs both ways (`@starting-style` for the opening,
 * `allow-discrete` keeps it shown while it fades out), and not at all under reduced motion.
 */
export const dropdownPanel = [
  'fixed bottom-auto m-0 text-ink',
  'opacity-0 -translate-y-2 open:opacity-100 open:translate-y-0 starting:open:opacity-0 starting:open:-translate-y-2',
  'transition-[opacity,translate,display,overlay] transition-discrete duration-300 ease-out motion-reduce:transition-none',
].join(' ');
