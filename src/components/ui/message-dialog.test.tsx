// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageDialog } from './message-dialog';
import { ClientStringsProvider } from '@/components/layout/client-strings';
import { clientStringsFor, en, zhCn } from '../../../tests/fixtures/messages';

// jsdom has <dialog> but not its modal methods: the minimum the component relies on.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(cleanup);

function Opener({ onClose }: { onClose?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Send
      </button>
      <MessageDialog
        open={isOpen}
        title="Submitted success"
        message="We will call you back soon."
        onClose={() => {
          onClose?.();
          setIsOpen(false);
        }}
      />
    </>
  );
}

function renderOpener(locale: 'en' | 'zh-CN' = 'en', onClose?: () => void) {
  render(
    <ClientStringsProvider strings={clientStringsFor(locale)}>
      <Opener onClose={onClose} />
    </ClientStringsProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Send' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('MessageDialog', () => {
  it('opens as a modal dialog named by its title, with the message and a focused OK button', () => {
    renderOpener();
    const dialog = screen.getByRole('dialog', { name: 'Submitted success' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('We will call you back soon.').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.MessageDialog.ok }));
  });

  it('OK closes it and gives focus back to the opener', () => {
    const onClose = vi.fn();
    const opener = renderOpener('en', onClose);
    fireEvent.click(screen.getByRole('button', { name: en.MessageDialog.ok }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape (the dialog’s cancel event) closes it through onClose', () => {
    const onClose = vi.fn();
    const opener = renderOpener('en', onClose);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('labels the button in Chinese', () => {
    renderOpener('zh-CN');
    expect(screen.getByRole('button', { name: zhCn.MessageDialog.ok })).toBeTruthy();
  });
});
