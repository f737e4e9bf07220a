// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientProviders } from './client-providers';
import { request } from '@/lib/http-client';

// Sonner measures its toasts and listens to media queries; jsdom lacks matchMedia.
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

describe('HTTP failure toast (client wiring + lazily loaded toaster)', () => {
  it('shows the translated danger toast "失败" when a call answers 5xx', async () => {
    render(<ClientProviders failMessage="失败" notificationsLabel="通知" />);
    // Nothing toast-related is mounted until a toast is needed.
    expect(screen.queryByRole('region')).toBeNull();

    answer(500, { success: false, msg: 'Server error' });
    await act(async () => {
      await expect(request('/api/leads', { body: {} })).rejects.toThrow('Server error');
    });

    const toast = await screen.findByText('失败');
    expect(toast.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error');
    expect(screen.getByRole('region', { name: /通知/ })).toBeTruthy();
  });

  it('shows "fail" for a 4xx answer but nothing for success: false on a 200', async () => {
    render(<ClientProviders failMessage="fail" notificationsLabel="Notifications" />);

    answer(200, { success: false, msg: 'Duplicate' });
    await act(async () => {
      await expect(request('/api/leads')).rejects.toThrow('Duplicate');
    });
    expect(screen.queryByText('fail')).toBeNull();

    answer(400, { success: false, msg: 'Bad request' });
    await act(async () => {
      await expect(request('/api/leads')).rejects.toThrow('Bad request');
    });
    expect(await screen.findByText('fail')).toBeTruthy();
  });
});
