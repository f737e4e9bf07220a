// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReachButton } from './reach-button';

afterEach(cleanup);

const leadId = '6f1c1e0e-6a53-4c37-9d3c-0b5a8f9a2b11';

describe('ReachButton', () => {
  it('posts a call to the lead’s reach route in the same tab', () => {
    render(<ReachButton leadId={leadId} via="call" label="Call" />);
    const button = screen.getByRole('button', { name: 'Call' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`/inbox/lead/${leadId}/reach`);
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ via: 'call' });
    expect(button.getAttribute('formtarget')).toBeNull();
  });

  it('opens WhatsApp in a new tab, with the chosen reply template', () => {
    render(<ReachButton leadId={leadId} via="whatsapp" label="Price list" templateId="0b0e6a4e-3b8e-4f6b-9a55-2f2f7d9c1a10" />);
    const button = screen.getByRole('button', { name: 'Price list' });
    expect(button.getAttribute('formtarget')).toBe('_blank');
    expect(Object.fromEntries(new FormData(button.closest('form') ?? undefined))).toEqual({
      via: 'whatsapp',
      template: '0b0e6a4e-3b8e-4f6b-9a55-2f2f7d9c1a10',
    });
    expect(button.className).toMatch(/\bmin-h-11\b/);
    expect(button.className).toMatch(/\bmin-w-11\b/);
  });
});
