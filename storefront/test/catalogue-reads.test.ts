import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@tours/core/api';
import { useProduct } from '@/features/catalogue/api';
import { createI18n, LocaleProvider } from '@/i18n/i18n';
import {
  beginHydration,
  catalogueReads,
  endHydration,
  peek,
  seedFromPage,
  SEED_ELEMENT_ID,
  withSeeds,
} from '@/lib/catalogue-reads';

const product = { _id: 'p1', slug: 'burj-khalifa', name: 'Burj Khalifa', images: ['hero.svg'] };

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('catalogue reads of the first page', () => {
  it('shares one request per URL and keeps the answer for a synchronous peek', async () => {
    const fetch = answer(200, product);
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([
      catalogueReads.getProductBySlug('shared-one', 'en'),
      catalogueReads.getProductBySlug('shared-one', 'en'),
    ]);
    expect(a).toEqual(product);
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(peek(catalogueReads.productUrl('shared-one', 'en'))).toEqual(product);
  });

  it('turns a wrong shape into a PARSING_ERROR and an HTTP error into its status, and forgets failures', async () => {
    vi.stubGlobal('fetch', answer(200, '<html>proxy</html>'));
    const parsing = await catalogueReads.getProductBySlug('bad-shape', 'en').catch((e: unknown) => e);
    expect(isApiError(parsing) && parsing.status).toBe('PARSING_ERROR');

    vi.stubGlobal('fetch', answer(404, { error: { code: 'NOT_FOUND', message: 'No such product' } }));
    const missing = await catalogueReads.getProductBySlug('missing', 'en').catch((e: unknown) => e);
    expect(isApiError(missing) && missing.status).toBe(404);
    expect(isApiError(missing) && missing.code).toBe('NOT_FOUND');

    vi.stubGlobal('fetch', answer(200, product));
    await expect(catalogueReads.getProductBySlug('missing', 'en')).resolves.toEqual(product);
  });

  it("asks in the page's language, each language its own URL and cache entry; English asks nothing", async () => {
    const fetch = vi.fn(async (url: string) =>
      Response.json({ ...product, name: url.includes('lang=ms') ? 'Burj Khalifa (ms)' : product.name }),
    );
    vi.stubGlobal('fetch', fetch);
    const english = catalogueReads.productUrl('two-languages', 'en');
    const malay = catalogueReads.productUrl('two-languages', 'ms');
    expect(english).not.toContain('lang=');
    expect(malay).toContain('lang=ms');
    expect(catalogueReads.ticketsUrl('two-languages', 'ar')).toContain('lang=ar');
    expect(catalogueReads.productsByHostUrl('localhost', 'zh')).toContain('lang=zh');
    expect(catalogueReads.promotionUrl({ hostName: 'localhost' }, 'ms')).toContain('lang=ms');
    expect((await catalogueReads.getProductBySlug('two-languages', 'ms')).name).toBe('Burj Khalifa (ms)');
    expect((await catalogueReads.getProductBySlug('two-languages', 'en')).name).toBe(product.name);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(peek<{ name: string }>(malay)?.name).toBe('Burj Khalifa (ms)');
  });

  it('reads no promotion (200 null) as null and keeps it like any answer', async () => {
    const fetch = answer(200, 'null');
    vi.stubGlobal('fetch', fetch);
    await expect(catalogueReads.getActivePromotion({ service: 'no-promo' }, 'en')).resolves.toBeNull();
    expect(peek(catalogueReads.promotionUrl({ service: 'no-promo' }, 'en'))).toBeNull();
    await expect(catalogueReads.getActivePromotion({ service: 'no-promo' }, 'en')).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports a failed promotion read as a failure, not as "no promotion"', async () => {
    vi.stubGlobal('fetch', answer(404, { error: { code: 'NOT_FOUND', message: 'no such route' } }));
    const failed = await catalogueReads
      .getActivePromotion({ service: 'gone' }, 'en')
      .catch((e: unknown) => e);
    expect(isApiError(failed) && failed.status).toBe(404);
  });

  it('takes the answers the server put in the page without a request', async () => {
    const fetch = answer(500, {});
    vi.stubGlobal('fetch', fetch);
    const url = catalogueReads.productUrl('seeded', 'en');
    const doc = {
      getElementById: (id: string) =>
        id === SEED_ELEMENT_ID ? { textContent: JSON.stringify({ [url]: product }) } : null,
    } as unknown as Document;
    seedFromPage(doc);
    expect(peek(url)).toEqual(product);
    await expect(catalogueReads.getProductBySlug('seeded', 'en')).resolves.toEqual(product);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the first-page reads on core query cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps an answer 60 s unused, then asks again', async () => {
    vi.useFakeTimers();
    const fetch = answer(200, product);
    vi.stubGlobal('fetch', fetch);
    await catalogueReads.getProductBySlug('kept', 'en');
    vi.advanceTimersByTime(59_000);
    await catalogueReads.getProductBySlug('kept', 'en');
    expect(fetch).toHaveBeenCalledTimes(1);
    // The second read was a use: 60 s unused start from it.
    vi.advanceTimersByTime(59_999);
    expect(peek(catalogueReads.productUrl('kept', 'en'))).toEqual(product);
    vi.advanceTimersByTime(1);
    expect(peek(catalogueReads.productUrl('kept', 'en'))).toBeUndefined();
    await catalogueReads.getProductBySlug('kept', 'en');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('renders on the server with exactly the handed-over answers, and keeps none of them afterwards', () => {
    const fetch = answer(500, {});
    vi.stubGlobal('fetch', fetch);
    const url = catalogueReads.productUrl('server-page', 'en');
    function Name() {
      const state = useProduct('server-page');
      return createElement('h1', null, state.status === 'success' ? state.data.name : state.status);
    }
    const page = (locale: 'en' | 'ms') =>
      renderToString(createElement(LocaleProvider, { i18n: createI18n(locale, {}) }, createElement(Name)));
    const malay = { ...product, name: 'Burj Khalifa (ms)' };
    const seeds = { [url]: product, [catalogueReads.productUrl('server-page', 'ms')]: malay };
    expect(withSeeds(seeds, () => page('en'))).toBe('<h1>Burj Khalifa</h1>');
    // The page in Malay reads the Malay answer, never the English one.
    expect(withSeeds(seeds, () => page('ms'))).toBe('<h1>Burj Khalifa (ms)</h1>');
    expect(withSeeds({ [url]: product }, () => page('ms'))).toBe('<h1>loading</h1>');
    expect(peek(url)).toBeUndefined();
    expect(page('en')).toBe('<h1>loading</h1>');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('while hydrating shows only what the server handed over, then everything', async () => {
    vi.stubGlobal('fetch', answer(200, product));
    await catalogueReads.getProductBySlug('fetched-before-hydration', 'en');
    const fetched = catalogueReads.productUrl('fetched-before-hydration', 'en');
    const seeded = catalogueReads.productUrl('seeded-for-hydration', 'en');
    seedFromPage({
      getElementById: () => ({ textContent: JSON.stringify({ [seeded]: product }) }),
    } as unknown as Document);
    beginHydration();
    try {
      expect(peek(seeded)).toEqual(product);
      expect(peek(fetched)).toBeUndefined();
    } finally {
      endHydration();
    }
    expect(peek(fetched)).toEqual(product);
  });
});
