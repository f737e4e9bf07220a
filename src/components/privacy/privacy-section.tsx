import type { ReactNode } from 'react';

/** One titled part of the privacy notice. */
export function PrivacySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 leading-relaxed text-pretty text-slate-700">{children}</div>
    </section>
  );
}
