import { describe, expect, it } from 'vitest';
import { keptTranslators } from './kept-translators';
import { messagesOf } from './messages';

describe('keptTranslators', () => {
  it('builds a locale’s translator once and keeps it; each locale has its own', () => {
    const notFound = keptTranslators('NotFound');
    expect(notFound('en')).toBe(notFound('en'));
    expect(notFound('zh-CN')('backHome')).toBe(messagesOf('zh-CN').NotFound.backHome);
    expect(notFound('en')('backHome')).toBe(messagesOf('en').NotFound.backHome);
  });
});
