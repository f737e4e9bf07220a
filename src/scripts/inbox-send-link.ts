// The People page's new set-password link (src/components/inbox/people-new-link.tsx): Copy puts it on the clipboard,
// and Share, only where the browser can share (phones: navigator.share opens WhatsApp, SMS and the rest), hands it to
// an app. Without this script both buttons stay hidden and the link is selectable text in its field.

/** Gives the link's buttons their work; false when the page shows no new link. */
export function enableSendLink(doc: Document = document, nav: Navigator = navigator): boolean {
  const root = doc.querySelector<HTMLElement>('[data-send-link]');
  const field = root?.querySelector<HTMLTextAreaElement>('[data-send-link-text]');
  const copy = root?.querySelector<HTMLButtonElement>('[data-send-link-copy]');
  const share = root?.querySelector<HTMLButtonElement>('[data-send-link-share]');
  const status = root?.querySelector<HTMLElement>('[data-send-link-status]');
  if (!root || !field || !copy || !share || !status) return false;
  const say = (text = '') => {
    status.textContent = text;
  };
  // Where the clipboard is refused (no permission, an older browser, a page not served over HTTPS, where the API is
  // missing), the link is selected for the person to copy with the keyboard or the browser's menu.
  const selectByHand = () => {
    field.focus();
    field.select();
    say(root.dataset.copyByHand);
  };
  copy.hidden = false;
  copy.addEventListener('click', () => {
    say();
    if (typeof nav.clipboard?.writeText !== 'function') return selectByHand();
    nav.clipboard.writeText(field.value).then(() => say(root.dataset.copied), selectByHand);
  });
  if (typeof nav.share === 'function') {
    share.hidden = false;
    // Closing the share sheet without choosing an app rejects (AbortError): nothing to say.
    share.addEventListener('click', () => nav.share({ url: field.value }).catch(() => undefined));
  }
  return true;
}
