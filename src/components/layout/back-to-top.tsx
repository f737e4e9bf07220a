import { BackToTopButton } from '@/components/layout/back-to-top-button';
import { CHROME_HOOKS } from '@/lib/page-chrome/chrome-hooks';

/**
 * The back-to-top button as static HTML (hidden by its `data-state`), marked for
 * src/scripts/back-to-top.ts, which shows it after a screen of scrolling and handles the press.
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <div {...{ [CHROME_HOOKS.backToTop]: '' }} className="contents">
      <BackToTopButton label={label} />
    </div>
  );
}
