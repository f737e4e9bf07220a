// The lead page's Undo button (a filing as spam, taken back within 10 s) is a form the server honours only in that
// window: this hides it when the window ends, as the page said it would. Without a script it stays, and a late press
// is refused by the server with a message saying to restore instead.

/** Hides each `[data-undo-ms]` element once its time (ms from now) has passed; the timers' ids. */
export function hideExpiredUndo(root: ParentNode = document): ReturnType<typeof setTimeout>[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-undo-ms]'), (undo) =>
    setTimeout(
      () => {
        undo.hidden = true;
      },
      Number(undo.dataset.undoMs) || 0,
    ),
  );
}
