'use client';

import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import './globals.css';

/**
 * Shown when the root layout itself fails, so nothing from next-intl's provider is available:
 * the language comes from the URL and the strings from the message files.
 */
export default function GlobalError() {
  const isChinese = typeof window !== 'undefined' && /^\/(zh_cn|zh-CN)(\/|$)/.test(window.location.pathname);
  const text = (isChinese ? zhCn : en).GlobalError;
  return (
    <html lang={isChinese ? 'zh-CN' : 'en'}>
      <body className="min-h-dvh">
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
          <h1 className="text-2xl font-semibold">{text.title}</h1>
          {/* A full page load: the client router may be what failed. */}
          <a href={isChinese ? '/zh_cn' : '/'} className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white">
            {text.backHome}
          </a>
        </main>
      </body>
    </html>
  );
}
