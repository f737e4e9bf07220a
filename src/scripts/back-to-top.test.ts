// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '@/components/layout/back-to-top';
import { startBackToTop } from './back-to-top';

let controller: AbortController;
let isReduced: boolean;
const button = () => document.querySelector<HTMLButtonElement>('[data-back-to-top] button');

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  controller = new AbortController();
  isReduced = false;
  window.matchMedia = vi.fn(() => ({ matches: isReduced })) as unknown as typeof window.matchMedia;
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  document.body.innerHTML = '<main id="main" tabindex="-1"></main>' + renderToStaticMarkup(createElement(BackToTop, { label: 'Back to top' }));
  scrollTo(0);
  startBackToTop(controller.signal);
});

afterEach(() => controller.abort());

describe('back to top', () => {
  it('shows once the visitor has scrolled more than a screen, and hides at the top', () => {
    expect(button()?.dataset.state).toBe('hidden');
    scrollTo(800);
    expect(button()?.dataset.state).toBe('hidden');
    scrollTo(801);
    expect(button()?.dataset.state).toBe('shown');
    scrollTo(0);
    expect(button()?.dataset.state).toBe('hidden');
  });

  it('scrolls smoothly to the top and moves focus to the main content', () => {
    scrollTo(2000);
    button()?.click();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement?.id).toBe('main');
  });

  it('jumps under reduced motion', () => {
    isReduced = true;
    scrollTo(2000);
    button()?.click();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
