'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';

type ResultDialogProps = {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
};

/**
 * Local stand-in for the shared `@/components/ui/message-dialog` (same props), built on the native
 * modal <dialog> for its focus trap, Escape key and inert page. Replace it at merge.
 */
export function ResultDialog({ open, title, message, onClose }: ResultDialogProps) {
  const t = useTranslations('MessageDialog');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50 md:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p id={`${id}-message`} className="mt-3 text-base text-slate-700">
        {message}
      </p>
      <form method="dialog" className="mt-6 flex justify-end">
        <button
          type="submit"
          autoFocus
          className="min-h-11 min-w-24 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t('ok')}
        </button>
      </form>
    </dialog>
  );
}
