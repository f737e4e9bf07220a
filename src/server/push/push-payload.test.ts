import { describe, expect, it } from 'vitest';
import { firstWords, leadPushPayload, MESSAGE_PREVIEW_LENGTH } from './push-payload';

const lead = {
  id: '0b8f0c3e-2f43-4c55-9a43-6d1f5a0f8e11',
  name: 'Amina Bello',
  country: 'NG',
  message: 'We need 40 cartons of\ncooking oil every month for our three shops in Kano. Can you deliver on credit?',
};

describe('leadPushPayload', () => {
  it('names the lead, its country and first words in the device’s language, and opens its page', () => {
    const english = leadPushPayload(lead, 'en', 'new');
    expect(english).toEqual({
      title: 'New lead: Amina Bello',
      body: expect.stringMatching(/^Nigeria · We need 40 cartons of cooking oil every month for our three shops in Kano\. Can…$/),
      url: `/inbox/lead/${lead.id}`,
      tag: `lead-${lead.id}`,
    });
    const chinese = leadPushPayload(lead, 'zh-CN', 'realert');
    expect(chinese.title).toBe('仍待跟进：Amina Bello');
    expect(chinese.body.startsWith('尼日利亚 · We need')).toBe(true);
    expect(chinese.tag).toBe(english.tag);
  });

  it('carries no mobile and never the whole of a long message', () => {
    const long = { ...lead, message: 'x '.repeat(500) };
    const payload = JSON.stringify(leadPushPayload(long, 'en', 'new'));
    expect(payload.length).toBeLessThan(400);
  });
});

describe('firstWords', () => {
  it('keeps a short message whole, on one line', () => {
    expect(firstWords('  Hello\n\nthere  ')).toBe('Hello there');
  });

  it('cuts after a whole word, or where it fits in Chinese, counting what a reader sees as one character', () => {
    const cut = firstWords('word '.repeat(40));
    expect(cut.endsWith('word…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH);
    const chinese = firstWords('我们需要每月四十箱食用油'.repeat(10));
    expect(Array.from(chinese)).toHaveLength(MESSAGE_PREVIEW_LENGTH);
    const emoji = firstWords('👨‍👩‍👧'.repeat(100));
    expect(emoji.endsWith('👨‍👩‍👧…')).toBe(true);
  });
});
