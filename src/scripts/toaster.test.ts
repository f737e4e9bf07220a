// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '@/components/layout/toast-region';
import { showToast, TOAST_EVENT } from '@/lib/toast';
import { startToaster } from './toaster';

let controller: AbortController;
const toasts = () => [...document.querySelectorAll<HTMLElement>('[aria-live="polite"] > li')];

beforeEach(() => {
  vi.useFakeTimers();
  controller = new AbortController();
  document.body.innerHTML = renderToStaticMarkup(createElement(ToastRegion, { label: 'Notifications' }));
  startToaster(controller.signal);
});

afterEach(() => {
  controller.abort();
  vi.useRealTimers();
});

describe('toaster', () => {
  it('shows a toast in the labelled live region for 2000 ms', () => {
    showToast('Successfully');
    expect(document.querySelector('section')?.getAttribute('aria-label')).toBe('Notifications');
    expect(toasts().map((toast) => [toast.textContent, toast.dataset.variant, toast.getAttribute('role')])).toEqual([['Successfully', 'default', null]]);
    vi.advanceTimersByTime(1999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('shows a danger toast as a list item whose text is an alert, for the duration asked', () => {
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: 'fail', variant: 'danger', duration: 5000 } }));
    expect(toasts()[0]?.getAttribute('role')).toBeNull();
    expect(toasts()[0]?.textContent).toBe('fail');
    expect(toasts()[0]?.querySelector('[role="alert"]')?.textContent).toBe('fail');
    expect(toasts()[0]?.dataset.variant).toBe('danger');
    vi.advanceTimersByTime(4999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('stacks toasts, and treats markup in a message as text', () => {
    showToast('<b>one</b>', { variant: 'success' });
    showToast('two');
    expect(toasts().map((toast) => toast.textContent)).toEqual(['<b>one</b>', 'two']);
    expect(document.querySelector('b')).toBeNull();
  });

  it('ignores a malformed event and an unknown variant', () => {
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { text: 'no message' } }));
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: 'odd', variant: 'purple' } }));
    expect(toasts().map((toast) => [toast.textContent, toast.dataset.variant])).toEqual([['odd', 'default']]);
  });
});
