import { useEffect, useId, useRef } from 'react';
import { useClientStrings } from '@/components/layout/client-strings';

type MessageDialogProps = {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
};

/**
 * A modal message with one OK button, on the native <dialog>: showModal() makes the rest of the
 * page inert (focus stays inside), Escape closes it, and focus returns to the opener afterwards.
 */
export function MessageDialog({ open, title, message, onClose }: MessageDialogProps) {
  const { ok } = useClientStrings().messageDialog;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The only action: focus it, so Enter or Space confirms at once.
    okRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers differ on restoring focus after close(); do it explicitly.
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Escape fires `cancel`: let the parent own the open state instead of the browser closing it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-slate-600">
        {message}
      </p>
      <div className="mt-6 flex justify-end">
        <button
          ref={okRef}
          type="button"
          onClick={onClose}
          className="min-w-24 rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {ok}
        </button>
      </div>
    </dialog>
  );
}
