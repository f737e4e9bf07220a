import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { siteConfig } from '@/site/site-config';
import { notFoundHeadTags, pageHeadTags } from './head-tags';

const site = siteConfig.url;
const withName = (message: string) => message.replace('{name}', siteConfig.name);

describe('pageHeadTags', () => {
  it('gives the Chinese download page its title, canonical URL, hreflang alternates and share tags', () => {
    const head = pageHeadTags('zh-CN', '/d');
    expect(head.title).toBe(withName(zhCn.Metadata.downloadTitle));
    expect(head.description).toBe(withName(zhCn.Metadata.downloadDescription));
    expect(head.canonical).toBe(`${site}/zh_cn/d`);
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: `${site}/en/d` },
      { hreflang: 'zh-CN', href: `${site}/zh_cn/d` },
      { hreflang: 'x-default', href: `${site}/en/d` },
    ]);
    const property = Object.fromEntries(head.properties.map(({ property: key, content }) => [key, content]));
    expect(property).toMatchObject({
      'og:url': `${site}/zh_cn/d`,
      'og:locale': 'zh_CN',
      'og:locale:alternate': 'en_US',
      'og:image': `${site}/og/zh_cn.png`,
      'og:image:alt': withName(zhCn.Metadata.shareImageAlt),
      'og:type': 'website',
    });
    expect(head.names).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('gives the English home page the English title and /en as its canonical URL', () => {
    const head = pageHeadTags('en', '/');
    expect(head.title).toBe(withName(en.Metadata.title));
    expect(head.canonical).toBe(`${site}/en`);
  });
});

describe('notFoundHeadTags', () => {
  it('titles a 404 page in its language and keeps it out of search results', () => {
    const head = notFoundHeadTags('zh-CN', 'NotFound');
    expect(head.title).toBe(zhCn.NotFound.title);
    expect(head.canonical).toBeUndefined();
    expect(head.names).toEqual([{ name: 'robots', content: 'noindex, follow' }]);
  });
});
