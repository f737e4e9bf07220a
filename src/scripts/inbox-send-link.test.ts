// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableSendLink } from './inbox-send-link';

const LINK = 'https://sales.example.com/inbox/set-password?token=abcdefghijklmnopqrstuvwxyz012345';

function renderLink() {
  document.body.innerHTML = `
    <section data-send-link data-copied="Copied" data-copy-by-hand="Selected: copy it">
      <textarea readonly data-send-link-text>${LINK}</textarea>
      <button type="button" hidden data-send-link-copy>Copy</button>
      <button type="button" hidden data-send-link-share>Share</button>
      <span role="status" data-send-link-status></span>
    </section>`;
  const get = (selector: string) => document.querySelector<HTMLElement>(selector) as HTMLElement;
  return {
    copy: get('[data-send-link-copy]'),
    share: get('[data-send-link-share]'),
    status: get('[data-send-link-status]'),
    field: get('[data-send-link-text]') as HTMLTextAreaElement,
  };
}

/** A navigator with only what a test gives it. */
const navigatorWith = (parts: Partial<Navigator>) => parts as Navigator;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the new link’s Copy and Share', () => {
  it('does nothing on a page without a new link', () => {
    document.body.innerHTML = '<main></main>';
    expect(enableSendLink(document, navigatorWith({}))).toBe(false);
  });

  it('copies the whole link and says so', async () => {
    const { copy, status } = renderLink();
    const writeText = vi.fn(() => Promise.resolve());
    enableSendLink(document, navigatorWith({ clipboard: { writeText } as unknown as Clipboard }));
    expect(copy.hidden).toBe(false);
    copy.click();
    await vi.waitFor(() => expect(status.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('selects the link for the person to copy when the clipboard refuses or is missing', async () => {
    const { copy, status, field } = renderLink();
    enableSendLink(document, navigatorWith({ clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) } as unknown as Clipboard }));
    copy.click();
    await vi.waitFor(() => expect(status.textContent).toBe('Selected: copy it'));
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(LINK);

    const again = renderLink();
    enableSendLink(document, navigatorWith({}));
    again.copy.click();
    expect(again.status.textContent).toBe('Selected: copy it');
  });

  it('offers Share only where the browser can share, and shares the link', () => {
    const withoutShare = renderLink();
    enableSendLink(document, navigatorWith({}));
    expect(withoutShare.share.hidden).toBe(true);

    const { share } = renderLink();
    const shareLink = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    enableSendLink(document, navigatorWith({ share: shareLink }));
    expect(share.hidden).toBe(false);
    share.click();
    expect(shareLink).toHaveBeenCalledWith({ url: LINK });
  });
});
