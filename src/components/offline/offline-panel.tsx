import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const offlineLinkClass = {
  primary: 'rounded-full border border-brand-700 bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800',
  secondary: 'rounded-full border border-brand-700 px-6 py-3 font-medium text-brand-700 hover:bg-brand-50',
} as const;

/** Where the offline page places one of its panels (./offline-answers.tsx): an anchor, and classes that show or hide it. */
export interface OfflinePanelPlacement {
  id?: string;
  className?: string;
}

/** The centred body the offline page's panels share: their heading, then what they say. */
export function OfflinePanel({ heading, role, id, className, children }: OfflinePanelPlacement & { heading: string; role?: 'status'; children: ReactNode }) {
  return (
    <div id={id} role={role} className={cn('mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center', className)}>
      <h1 className="text-2xl font-semibold">{heading}</h1>
      {children}
    </div>
  );
}
