import { CalendarCheck } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type FinanceCardProps = { label: string; value: string; text: string; className?: string };

/** A payment-card styled panel stating the monthly supplier settlement. */
export function FinanceCard({ label, value, text, className }: FinanceCardProps) {
  return (
    <div className={cn('relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-6 text-white shadow-xl', className)}>
      <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className="absolute -top-16 -right-16 size-48 opacity-30">
        <circle cx="100" cy="100" r="90" fill="none" stroke="#fbbf24" strokeWidth="14" />
        <circle cx="100" cy="100" r="55" fill="none" stroke="#34d399" strokeWidth="10" />
      </svg>
      <div className="flex items-center gap-3">
        <svg viewBox="0 0 44 32" aria-hidden="true" focusable="false" className="h-8 w-11">
          <rect width="44" height="32" rx="6" fill="#fbbf24" />
          <path d="M0 11h14M0 21h14M30 11h14M30 21h14M14 0v32M30 0v32" stroke="#b45309" strokeWidth="1.5" />
        </svg>
        <p className="text-sm font-medium text-brand-100">{label}</p>
      </div>
      <p className="mt-6 flex items-center gap-2 text-2xl font-bold md:text-3xl">
        <CalendarCheck className="size-7 shrink-0 text-accent-400" />
        {value}
      </p>
      <p className="mt-2 text-sm text-brand-50">{text}</p>
    </div>
  );
}
