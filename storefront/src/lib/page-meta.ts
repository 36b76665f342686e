import { useEffect } from 'react';

const DEFAULT_DESCRIPTION =
  "Book tickets for Dubai's top attractions and tours: choose your date, time and group size, pay securely and get instant confirmation.";

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title and meta description of a page. */
export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION, siteName?: string) {
  useEffect(() => {
    document.title = siteName && !title.includes(siteName) ? `${title} | ${siteName}` : title;
    setMeta('description', description);
  }, [title, description, siteName]);
}
