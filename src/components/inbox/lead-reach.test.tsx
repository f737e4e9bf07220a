// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'use-intl';
import { afterEach, describe, expect, it } from 'vitest';
import zhCn from '../../../messages/zh_cn.json';
import { LeadReach } from './lead-reach';

afterEach(cleanup);

const id = '6f1c1e0e-6a53-4c37-9d3c-0b5a8f9a2b11';
const priceList = { id: '0b0e6a4e-3b8e-4f6b-9a55-2f2f7d9c1a10', title: '报价单' };

function renderWith(replyTemplates: Array<{ id: string; title: string }>) {
  return render(
    <IntlProvider locale="zh-CN" messages={zhCn}>
      <LeadReach view={{ id, replyTemplates }} />
    </IntlProvider>,
  );
}

const postOf = (button: HTMLElement) => {
  const form = button.closest('form');
  return { action: form?.getAttribute('action'), fields: Object.fromEntries(new FormData(form ?? undefined)) };
};

describe('LeadReach', () => {
  it('posts Call, and WhatsApp with the greeting, to the lead’s reach route', () => {
    renderWith([]);
    expect(postOf(screen.getByRole('button', { name: zhCn.InboxLead.call }))).toEqual({ action: `/inbox/lead/${id}/reach`, fields: { via: 'call' } });
    expect(postOf(screen.getByRole('button', { name: zhCn.InboxLead.whatsapp }))).toEqual({ action: `/inbox/lead/${id}/reach`, fields: { via: 'whatsapp' } });
    expect(screen.queryByText(zhCn.InboxLead.replyTemplates.open)).toBeNull();
  });

  it('offers the reply templates beside the greeting, each a WhatsApp post naming its template', () => {
    const { container } = renderWith([priceList, { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', title: '送货' }]);
    expect(screen.getByRole('button', { name: zhCn.InboxLead.whatsapp })).toBeTruthy();
    const offer = container.querySelector('details');
    expect(offer?.querySelector('summary')?.textContent).toContain(zhCn.InboxLead.replyTemplates.open);
    const chosen = within(offer ?? container).getByRole('button', { name: '报价单', hidden: true });
    expect(postOf(chosen)).toEqual({ action: `/inbox/lead/${id}/reach`, fields: { via: 'whatsapp', template: priceList.id } });
    expect(chosen.getAttribute('formtarget')).toBe('_blank');
    expect(within(offer ?? container).getAllByRole('button', { hidden: true })).toHaveLength(2);
  });
});
