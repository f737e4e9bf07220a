import { Download } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type AppStoreBadgeProps = { href: string; small: string; large: string; className?: string };

/** The Download Buyer APP badge: a two-line store-style button linking to the app store. */
export function AppStoreBadge({ href, small, large, className }: AppStoreBadgeProps) {
  return (
    <a
      href={href}
      className={cn(
        'inline-flex min-h-14 items-center gap-3 rounded-xl border border-white/25 bg-ink px-5 py-2 text-white shadow-lg transition-colors hover:bg-slate-800',
        className,
      )}
    >
      <Download className="size-7 shrink-0 text-accent-400" />
      <span className="flex flex-col leading-tight">
        <span className="text-xs text-slate-200">{small}</span>
        <span className="text-lg font-semibold">{large}</span>
      </span>
    </a>
  );
}
