/**
 * The ids of the header's two popovers; one header per page.
 *
 * Each panel comes before its button in the document. On a slow network the parser can stop between the two, and the
 * browser paints the button: a `popovertarget` whose panel is not parsed yet does nothing, so the first taps on a
 * painted button were lost. Nothing else changes: a popover shows in the top layer, wherever it sits in the document,
 * and Chromium's focus navigation goes from the button into its open popover and skips it elsewhere.
 */
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
