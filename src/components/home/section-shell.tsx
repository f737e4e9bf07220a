import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionShellProps = {
  id?: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
};

/** The shared frame of a home section: full-width band, centred content column, vertical rhythm. */
export function SectionShell({ id, labelledBy, className, children }: SectionShellProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 md:py-24', className)}>
      <div className="mx-auto max-w-6xl px-4 md:px-8">{children}</div>
    </section>
  );
}
