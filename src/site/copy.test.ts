import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { PLACEHOLDER_BRAND } from '@/site/site-config';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

const english = flatten(en as Tree);
const chinese = flatten(zhCn as Tree);
const matching = (messages: Array<[string, string]>, pattern: RegExp) =>
  messages.filter(([, message]) => pattern.test(message)).map(([key, message]) => `${key}: ${message}`);

describe('brand in the messages', () => {
  it('is always the {name} argument, never a typed-in brand', () => {
    expect(matching([...english, ...chinese], new RegExp(PLACEHOLDER_BRAND.name.split(' ')[0] ?? '', 'i'))).toEqual([]);
    for (const messages of [en, zhCn]) {
      for (const key of ['title', 'downloadTitle', 'downloadDescription', 'shareImageAlt'] as const) {
        expect({ key, message: messages.Metadata[key] }).toEqual({ key, message: expect.stringContaining('{name}') });
      }
    }
  });
});

describe('Simplified Chinese copy', () => {
  it('calls a kiosk 小卖部, not a newspaper stand', () => {
    expect(matching(chinese, /报亭/)).toEqual([]);
    expect(zhCn.HomePage.hero.statText).toContain('小卖部');
    expect(zhCn.HomePage.about.serves.retailersText).toContain('小卖部');
  });

  it('counts deliveries with 次, not 笔', () => {
    expect(matching(chinese, /笔配送/)).toEqual([]);
  });

  it('starts no label with 的 and speaks to visitors without database jargon', () => {
    expect(zhCn.HomePage.hero.statLabel.startsWith('的')).toBe(false);
    expect(matching(chinese, /字段/)).toEqual([]);
  });

  it('has one word for a shop (店铺) and one for a country (国家/地区)', () => {
    // 应用商店 (app store) and 药店 (pharmacy) are other things; 零售店铺 is the one word with its qualifier.
    expect(matching(chinese, /门店|(?<!应用)商店|小店|零售店(?!铺)/)).toEqual([]);
    expect(matching(chinese, /国家(?!\/地区)|国家或地区|国家和地区/)).toEqual([]);
  });

  it('names 供应商 in the seller section', () => {
    expect(zhCn.HomePage.seller.title + zhCn.HomePage.seller.intro).toContain('供应商');
  });

  it('uses Chinese punctuation in Chinese text', () => {
    expect(matching(chinese, /(?<!…)…(?!…)/)).toEqual([]);
    expect(matching(chinese, /[\u4e00-\u9fff][,.:;!?]|[,:;!?]\s*[\u4e00-\u9fff]/)).toEqual([]);
  });
});

describe('English copy', () => {
  it('writes "Buyer APP" in capitals only as a name (headings, badges, titles), not in running text', () => {
    const names = [
      'Metadata.downloadTitle',
      'SiteHeader.downloadApp',
      'SiteHeader.badgeTitle',
      'HomePage.hero.download',
      'HomePage.tools.appTitle',
      'DownloadPage.title',
      'DownloadPage.badgeLarge',
    ];
    expect(matching(english, /Buyer APP/).filter((entry) => !names.includes(entry.split(':')[0] ?? ''))).toEqual([]);
  });

  it('drops filler and promises no company has made', () => {
    expect(matching(english, /deserve|without surprises|extend what|within one business day|our drivers|free on|verified|thousands/i)).toEqual([]);
    expect(en.HomePage.tools.financeText).toBe('We pay suppliers monthly.');
  });

  it('keeps the spec’s fixed strings exactly', () => {
    expect(en.UnsupportedLocale.title).toBe('This page cloud not found.');
    expect(zhCn.UnsupportedLocale.title).toBe('页面找不到啦。');
    expect(en.NotFound.title).toBe('This page could not be found');
    expect(en.NotFound.backHome).toBe('Back to the home page');
    expect(en.GlobalError).toEqual({ title: 'An error occurred while showing the error page', backHome: 'Go back to home' });
    expect(en.SiteHeader.downloadApp).toBe('Download Buyer APP');
    expect(en.ContactForm.errors).toMatchObject({
      nameRequired: 'Please fill in name',
      countryRequired: 'Please fill in country',
      mobileRequired: 'Please fill in mobilePhone',
      messageRequired: 'Please fill in message',
    });
    expect([en.ContactForm.result.successTitle, en.ContactForm.result.failureTitle]).toEqual(['Submitted success', 'Submitted failed']);
    // The page answering a post without JavaScript, and the JSON answer's `msg`, say what the dialog says.
    expect([en.ContactApi.submittedSuccess, en.ContactApi.submittedFailed]).toEqual(['Submitted success', 'Submitted failed']);
    expect([en.ContactForm.result.successToast, en.MessageDialog.ok]).toEqual(['Successfully', 'OK']);
    for (const messages of [en, zhCn]) {
      expect([messages.LanguageSwitch.en, messages.LanguageSwitch.zh]).toEqual(['English', '中文']);
    }
    expect([en.HttpClient.fail, zhCn.HttpClient.fail, en.HttpClient.error]).toEqual(['fail', '失败', 'Error']);
  });
});
