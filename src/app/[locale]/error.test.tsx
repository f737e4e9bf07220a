// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from './error';
import { ClientStringsProvider } from '@/components/layout/client-strings';
import { clientStringsFor, en, zhCn } from '../../../tests/fixtures/messages';

afterEach(cleanup);

function renderErrorPage(locale: 'en' | 'zh-CN', reset = vi.fn()) {
  render(
    <ClientStringsProvider strings={clientStringsFor(locale)}>
      <ErrorPage error={new Error('boom')} reset={reset} />
    </ClientStringsProvider>,
  );
  return reset;
}

describe('runtime error page', () => {
  it('explains the error in English with a retry button and a link home', () => {
    renderErrorPage('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.ErrorPage.title);
    expect(screen.getByText(en.ErrorPage.description)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.ErrorPage.backHome }).getAttribute('href')).toBe('/en');
  });

  it('is translated under /zh_cn and links to the Chinese home page', () => {
    renderErrorPage('zh-CN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zhCn.ErrorPage.title);
    expect(screen.getByRole('link', { name: zhCn.ErrorPage.backHome }).getAttribute('href')).toBe('/zh_cn');
  });

  it('"Try again" calls reset', () => {
    const reset = renderErrorPage('en');
    fireEvent.click(screen.getByRole('button', { name: en.ErrorPage.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
