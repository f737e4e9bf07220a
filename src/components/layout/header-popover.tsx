import type { ReactNode } from 'react';

/**
 * Classes shared by the header's dropdown panels. Each is a native `popover="auto"` opened by its button's
 * `popovertarget`, so without any script a tap opens it, opening one closes the other, and a tap outside or Escape
 * closes it. A popover sits in the top layer, positioned against the viewport (the header is sticky at its top):
 * the UA's centring is reset here. The 0.3 s fade and slide runs both ways (`@starting-style` for the opening,
 * `allow-discrete` keeps it shown while it fades out), and not at all under reduced motion.
 */
const dropdownPanel = [
  'fixed bottom-auto m-0 text-ink',
  'opacity-0 -translate-y-2 open:opacity-100 open:translate-y-0 starting:open:opacity-0 starting:open:-translate-y-2',
  'transition-[opacity,translate,display,overlay] transition-discrete duration-300 ease-out motion-reduce:transition-none',
].join(' ');

type HeaderPopoverProps = {
  /** The panel's id (header-dropdown.ts). */
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
export function HeaderPopover({
  panelId,
  className,
  panelAs: Panel,
  panelClassName,
  panel,
  buttonClassName,
  children,
}: HeaderPopoverProps) {
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
