import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title and meta description of a page, in the page's language. */
export function usePageMeta(title: string, description?: string, siteName?: string) {
  const { t } = useLingui();
  description ??= t`Book tickets for Dubai's top attractions and tours: choose your date, time and group size, pay securely and get instant confirmation.`;
  useEffect(() => {
    document.title = siteName && !title.includes(siteName) ? `${title} | ${siteName}` : title;
    setMeta('description', description);
  }, [title, description, siteName]);
}
