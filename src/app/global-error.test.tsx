// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GlobalError from './global-error';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

// GlobalError renders its own <html>; React warns when that lands inside a test container.
vi.spyOn(console, 'error').mockImplementation(() => {});

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<GlobalError error={new Error('boom')} />, { container: document.documentElement });
}

describe('global error page', () => {
  it.each([
    ['/en', en, '/', 'en'],
    ['/', en, '/', 'en'],
    ['/zh_cn/d', zhCn, '/zh_cn', 'zh-CN'],
  ] as const)('at %s shows the message file’s GlobalError text and a full-page link home', (path, messages, home, lang) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.GlobalError.title);
    const link = screen.getByRole('link', { name: messages.GlobalError.backHome });
    expect(link.getAttribute('href')).toBe(home);
    expect(document.documentElement.getAttribute('lang')).toBe(lang);
  });
});
