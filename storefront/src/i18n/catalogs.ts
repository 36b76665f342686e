import type { Messages } from '@lingui/core';
import type { Locale } from '@tours/core/domain';

/**
 * Each language's compiled catalogue, one chunk per language (the Vite plugin compiles the PO file
 * when it is imported): a page loads only the words of its own language.
 */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  ms: () => import('../locales/ms.po'),
  ar: () => import('../locales/ar.po'),
  zh: () => import('../locales/zh.po'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages;
}
