import { useEffect } from 'react';

const STORAGE_KEY = 'language-switch:scroll';

/** Remembers the scroll offset so the page in the other language opens at the same place. */
export function saveScrollForLocale(locale: string) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ locale, y: window.scrollY }));
  } catch {
    // Storage can be unavailable (privacy modes); the switch then simply opens at the top.
  }
}

function takeSavedScroll(): { locale: string; y: number } | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    const saved: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof saved !== 'object' || saved === null || !('locale' in saved) || !('y' in saved)) return undefined;
    const { locale, y } = saved;
    return typeof locale === 'string' && typeof y === 'number' ? { locale, y } : undefined;
  } catch {
    return undefined;
  }
}

/** After the page in `locale` renders, restores the offset saved by the switch that led here. */
export function useRestoreScroll(locale: string) {
  useEffect(() => {
    const saved = takeSavedScroll();
    if (saved?.locale === locale) window.scrollTo({ top: saved.y, behavior: 'instant' });
  }, [locale]);
}
