import type { ReactNode } from 'react';

/**
 * The header's dropdown panels share the `header-dropdown-panel` utility (globals.css). Each is a native
 * `popover="auto"` opened by its button's `popovertarget`, so without any script a tap opens it, opening one closes
 * the other, and a tap outside or Escape closes it.
 */
const dropdownPanel = 'header-dropdown-panel';

type HeaderPopoverProps = {
  /** The panel's id (src/lib/page-chrome/header-dropdown.ts). */
  panelId: string;
  /** The group around button and panel: `:popover-open` styles the button through `group-has-*`. */
  className: string;
  panelAs: 'div' | 'ul';
  panelClassName: string;
  panel: ReactNode;
  buttonClassName: string;
  /** What the button shows, its accessible name included. */
  children: ReactNode;
};

/**
 * A header menu: a button and the popover panel it opens, with no script (mobile-menu.tsx, language-switch.tsx).
 *
 * The panel comes before its button in the document. On a slow network the parser can stop between the two, and the
 * browser paints the button: a `popovertarget` whose panel is not parsed yet does nothing, so the first taps on a
 * painted button were lost. Nothing else changes: a popover shows in the top layer, wherever it sits in the document,
 * and Chromium's focus navigation goes from the button into its open popover and skips it elsewhere.
 */
export function HeaderPopover({ panelId, className, panelAs: Panel, panelClassName, panel, buttonClassName, children }: HeaderPopoverProps) {
  return (
    <div className={className}>
      <Panel id={panelId} popover="auto" className={`${panelClassName} ${dropdownPanel}`}>
        {panel}
      </Panel>
      <button type="button" popoverTarget={panelId} aria-controls={panelId} className={buttonClassName}>
        {children}
      </button>
    </div>
  );
}
