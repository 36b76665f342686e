import { describe, expect, it } from 'vitest';
import { firstPageRoute } from '@/app/router';

// The server answers with the status this implies (api/src/storefront-ssr.ts): 404 for 'not-found'.
describe('firstPageRoute', () => {
  it('names the home page and a product', () => {
    expect(firstPageRoute('/')).toEqual({ page: 'home' });
    expect(firstPageRoute('/burj-khalifa')).toEqual({ page: 'service', service: 'burj-khalifa' });
    expect(firstPageRoute('/burj-khalifa/')).toEqual({ page: 'service', service: 'burj-khalifa' });
  });

  it('names the help centre, whose questions come from the catalogue', () => {
    expect(firstPageRoute('/help-center')).toEqual({ page: 'help' });
  });

  it('leaves the layout’s other fixed pages to the browser', () => {
    for (const path of ['/checkout', '/success', '/failed', '/date-select', '/terms-condition'])
      expect(firstPageRoute(path), path).toBeNull();
  });

  it('calls a deeper path or an undecodable one not found', () => {
    expect(firstPageRoute('/a/b/c')).toEqual({ page: 'not-found' });
    expect(firstPageRoute('/checkout/extra')).toEqual({ page: 'not-found' });
    expect(firstPageRoute('/%E0%A4%A')).toEqual({ page: 'not-found' });
  });

  it('calls a segment that cannot be a product’s slug not found, without asking for it', () => {
    // The API refuses such a slug (400), so the browser would otherwise show an error card.
    for (const path of ['/Burj-Khalifa', '/burj_khalifa', '/burj%20khalifa', `/${'a'.repeat(81)}`, '/-x'])
      expect(firstPageRoute(path), path).toEqual({ page: 'not-found' });
  });
});
