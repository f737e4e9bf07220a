import { CHROME_HOOKS } from '@/lib/page-chrome/chrome-hooks';

type ProgressBarProps = { label: string; failedLabel: string };

/**
 * The navigation progress bar's static markup, hidden until src/scripts/progress-bar.ts shows it: the script sets
 * `data-state` (loading, failed), animates the inner bar and reads the failed label from `data-failed-label`.
 */
export function ProgressBar({ label, failedLabel }: ProgressBarProps) {
  return (
    <div
      {...{ [CHROME_HOOKS.progressBar]: '' }}
      data-state="idle"
      data-failed-label={failedLabel}
      hidden
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      className="group pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div className="h-full origin-left scale-x-0 bg-brand-500 transition-[background-color] duration-200 group-data-[state=failed]:scale-x-100 group-data-[state=failed]:bg-red-600 motion-reduce:transition-none" />
    </div>
  );
}
