import { describe, expect, it } from 'vitest';
import { askedOf, checkReplyTemplate, fillReplyTemplate, REPLY_TEMPLATE_LIMITS } from './reply-templates';

describe('checkReplyTemplate', () => {
  it('keeps a template normalised and trimmed, line breaks in the text allowed', () => {
    expect(checkReplyTemplate({ title: '  Price list\u200b ', text: 'Hello {name},\r\nabout “{asked}”: here it is.\n' })).toEqual({
      ok: true,
      template: { title: 'Price list', text: 'Hello {name},\nabout “{asked}”: here it is.' },
    });
  });

  it('refuses empty or long titles and texts, control characters, and unknown placeholders', () => {
    const text = 'Hello {name}';
    expect(checkReplyTemplate({ title: ' ', text })).toEqual({ ok: false, key: 'title' });
    expect(checkReplyTemplate({ title: 'x'.repeat(REPLY_TEMPLATE_LIMITS.titleLength + 1), text })).toEqual({ ok: false, key: 'title' });
    expect(checkReplyTemplate({ title: 'x'.repeat(REPLY_TEMPLATE_LIMITS.titleLength), text }).ok).toBe(true);
    expect(checkReplyTemplate({ title: 'Two\nlines', text })).toEqual({ ok: false, key: 'titleCharacters' });
    expect(checkReplyTemplate({ title: 'Bell\u0007', text })).toEqual({ ok: false, key: 'titleCharacters' });
    expect(checkReplyTemplate({ title: 'Quote', text: '\n ' })).toEqual({ ok: false, key: 'text' });
    expect(checkReplyTemplate({ title: 'Quote', text: '价'.repeat(REPLY_TEMPLATE_LIMITS.textLength + 1) })).toEqual({ ok: false, key: 'text' });
    expect(checkReplyTemplate({ title: 'Quote', text: '价'.repeat(REPLY_TEMPLATE_LIMITS.textLength) }).ok).toBe(true);
    expect(checkReplyTemplate({ title: 'Quote', text: 'Hi\u001b[31m' })).toEqual({ ok: false, key: 'textCharacters' });
    expect(checkReplyTemplate({ title: 'Quote', text: 'Dear {first_name}' })).toEqual({ ok: false, key: 'placeholder' });
    expect(checkReplyTemplate({ title: 'Quote', text: 'Empty {}' })).toEqual({ ok: false, key: 'placeholder' });
    expect(checkReplyTemplate({ title: 'Quote', text: '关于“{问题}”' })).toEqual({ ok: false, key: 'placeholder' });
    expect(checkReplyTemplate({ title: 'Quote', text: 'Dear { name }' })).toEqual({ ok: false, key: 'placeholder' });
  });
});

describe('fillReplyTemplate', () => {
  it('fills the name and the first line of the message, trimmed', () => {
    const lead = { name: '  Ngozi Adeyemi ', message: '  We need 40 cartons of soap \nfor three shops' };
    expect(fillReplyTemplate('Hello {name}! You asked: “{asked}”.', lead)).toBe('Hello Ngozi Adeyemi! You asked: “We need 40 cartons of soap”.');
  });

  it('fills in one pass: a name or message holding a placeholder stays as typed', () => {
    expect(fillReplyTemplate('{name} / {asked}', { name: '{asked}', message: '{name}' })).toBe('{asked} / {name}');
  });

  it('cuts a long first line at a word, and leaves an erased or empty message empty', () => {
    const asked = askedOf(`${'word '.repeat(60)}\nsecond line`);
    expect(asked.length).toBeLessThanOrEqual(201);
    expect(asked).toMatch(/^word( word)*…$/);
    expect(askedOf('')).toBe('');
    expect(fillReplyTemplate('Hello {name}: {asked}', { name: 'Ada', message: '' })).toBe('Hello Ada:');
  });
});
