'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-reload';
import './globals.css';

/**
 * The GlobalError strings of messages/en.json and messages/zh_cn.json, copied here because this
 * component ships with every page: importing the JSON would bundle both whole message files into
 * the first-load JavaScript (Turbopack does not tree-shake JSON). src/app/global-error.test.tsx
 * fails when a copy differs from its message file.
 */
const GLOBAL_ERROR_TEXT = {
  en: { title: 'An error occurred while showing the error page', backHome: 'Go back to home', home: '/' },
  'zh-CN': { title: '显示错误页面时发生错误', backHome: '返回首页', home: '/zh_cn' },
} as const;

/**
 * Shown when the root layout itself fails, so nothing from next-intl's provider is available:
 * the language comes from the URL.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // A chunk of a newer deploy that failed to load while rendering the root layout lands here.
  useEffect(() => reloadOnChunkError(error), [error]);
  const isChinese = typeof window !== 'undefined' && /^\/(zh_cn|zh-CN)(\/|$)/.test(window.location.pathname);
  const lang = isChinese ? 'zh-CN' : 'en';
  const text = GLOBAL_ERROR_TEXT[lang];
  return (
    <html lang={lang}>
      <body className="min-h-dvh">
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
          <h1 className="text-2xl font-semibold">{text.title}</h1>
          {/* A full page load: the client router may be what failed. */}
          <a href={text.home} className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white">
            {text.backHome}
          </a>
        </main>
      </body>
    </html>
  );
}
