import { describe, expect, it } from 'vitest';
import { headWords, render } from '@/entry-server';

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

  it('renders the help centre with the questions the API answered, handed over for hydration', async () => {
    const faq = [
      {
        _id: '00000000-0000-4000-8000-000000000001',
        section: 'booking',
        question: 'Bagaimanakah cara menempah?',
        answer: 'Pilih tiket dan bayar.',
      },
      {
        _id: '00000000-0000-4000-8000-000000000002',
        section: 'cancellation',
        question: 'Bagaimanakah cara membatalkan?',
        answer: 'Buka Urus tempahan.',
      },
    ] as const;
    const page = await render('/ms/help-center', 'localhost', { faq: [...faq] });
    expect(page?.html).toContain('<summary>Bagaimanakah cara menempah?</summary>');
    expect(page?.html).toContain('Buka Urus tempahan.');
    // The Malay text of the page around them (its own chunk, loaded before the render).
    expect(page?.html).toContain('Cari tempahan saya');
    expect(Object.values(page!.seeds)).toContainEqual([...faq]);
    const [seedUrl] = Object.keys(page!.seeds);
    expect(seedUrl).toContain('lang=ms');
  });

  it('says a page is missing in the language of the path', async () => {
    const ar = await render('/ar/no/such/page', 'localhost', data);
    expect(ar?.html).toContain('الصفحة غير موجودة');
    expect(ar?.html).not.toContain('Page not found');
    const english = await render('/no/such/page', 'localhost', data);
    expect(english?.html).toContain('Page not found');
    expect(english?.html).toContain('Browse attractions');
  }, 30_000);

  it("renders a product page with the catalogue's words in the page's language, handed over under that language", async () => {
    const product = {
      _id: 'p1',
      slug: 'dubai-frame',
      name: 'Dubai Frame (Bingkai Dubai)',
      productGroup: 'attractions',
      hostName: 'localhost',
      description: 'Sebuah bingkai gambar setinggi 150 meter.',
      images: ['/assets/dubai-frame/images/hero.svg'],
      currency: 'myr',
      timeZone: 'Asia/Dubai',
    };
    const page = await render('/ms/dubai-frame', 'localhost', { product, tickets: [], promotion: null });
    expect(page?.html).toContain('Dubai Frame (Bingkai Dubai)');
    expect(page?.html).toContain('Sebuah bingkai gambar setinggi 150 meter.');
    expect(Object.keys(page!.seeds).every((url) => url.includes('lang=ms'))).toBe(true);
    const english = await render('/dubai-frame', 'localhost', { product, tickets: [], promotion: null });
    expect(Object.keys(english!.seeds).some((url) => url.includes('lang='))).toBe(false);
  }, 30_000);

  it("gives the server the heads' words each page sets for itself, in its language", async () => {
    const ms = await headWords('ms');
    expect(ms.product('Dubai Frame', 'Sebuah bingkai.')).toEqual({
      title: 'Tiket Dubai Frame',
      description: 'Sebuah bingkai. Tempah dalam talian dengan pengesahan segera.',
    });
    expect(ms.home.title).toBe('Dubai Attractions: tiket untuk tarikan dan lawatan di Dubai');
    expect(ms.pages['/help-center']!.title).toBe('Pusat bantuan');
    const en = await headWords('en');
    expect(en.product('Dubai Frame', 'A frame.').title).toBe('Dubai Frame tickets');
    expect((await headWords('ar')).pages['/terms-condition']!.title).not.toBe('Terms and conditions');
  });
});
