import type { ReactNode } from 'react';

export const offlineLinkClass = {
  primary: 'rounded-full border border-brand-700 bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800',
  secondary: 'rounded-full border border-brand-700 px-6 py-3 font-medium text-brand-700 hover:bg-brand-50',
} as const;

/** The centred body the offline pages share: their heading, then what they say. */
export function OfflinePanel({ heading, role, children }: { heading: string; role?: 'status'; children: ReactNode }) {
  return (
    <div role={role} className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      {children}
    </div>
  );
}
