import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';

const data = { products: [], promotion: null };

describe('server rendering in the language of the path', () => {
  it('renders each request in its own language when two render at once', async () => {
    const paths = ['/', '/ms/', '/ar/', '/zh/', '/ms/', '/'];
    const pages = await Promise.all(paths.map((path) => render(path, 'localhost', data)));
    // The language switch's name, in each language.
    const words = {
      '/': 'aria-label="Language"',
      '/ms/': 'aria-label="Bahasa"',
      '/ar/': 'aria-label="اللغة"',
      '/zh/': 'aria-label="语言"',
    } as const;
    pages.forEach((page, i) => {
      const path = paths[i] as keyof typeof words;
      expect(page?.html).toContain(words[path]);
      for (const [other, word] of Object.entries(words))
        if (other !== path) expect(page?.html).not.toContain(word);
    });
    // The first render loads every page and catalogue: slow on a busy machine.
  }, 30_000);

  it('keeps the language in the links of the page', async () => {
    const page = await render('/ms/', 'localhost', data);
    expect(page?.html).toContain('href="/ms/help-center"');
    expect(page?.html).toContain('href="/ar/"');
    const english = await render('/', 'localhost', data);
    expect(english?.html).toContain('href="/help-center"');
    expect(english?.html).toContain('href="/ms/"');
  });

  it('says a page is missing in the language of the path', async () => {
    const ar = await render('/ar/no/such/page', 'localhost', data);
    expect(ar?.html).toContain('الصفحة غير موجودة');
    expect(ar?.html).not.toContain('Page not found');
    const english = await render('/no/such/page', 'localhost', data);
    expect(english?.html).toContain('Page not found');
    expect(english?.html).toContain('Browse attractions');
  }, 30_000);
});
