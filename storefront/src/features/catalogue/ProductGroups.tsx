import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@tours/core/schemas';
import { ProductCard } from './ProductCard';

/** The site's products, one section per product group, in the order the API gives them. */
export function ProductGroups({ products }: { products: Product[] }) {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const list = groups.get(product.productGroup) ?? [];
    list.push(product);
    groups.set(product.productGroup, list);
  }
  const { i18n } = useLingui();
  let index = 0;
  return (
    <>
      {[...groups].map(([group, list]) => (
        <section key={group} className="product-group" aria-labelledby={`group-${slugOf(group)}`}>
          <h3 id={`group-${slugOf(group)}`} className="product-group-title">
            {groupLabel(i18n, group)}
          </h3>
          <div className="product-grid">
            {list.map((product) => (
              <ProductCard key={product._id} product={product} eager={index++ < 2} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** The product groups the shop uses, named in each language. */
const GROUP_NAMES: Record<string, MessageDescriptor> = {
  attractions: msg({ message: 'Attractions', context: 'product group' }),
  tours: msg({ message: 'Tours', context: 'product group' }),
  'desert-safari': msg({ message: 'Desert safari', context: 'product group' }),
};

/**
 * "desert-safari" -> "Desert safari": product groups are stored as slugs. A known group is named in
 * the page's language; another keeps its slug's words.
 */
export function groupLabel(i18n: I18n, group: string) {
  const known = Object.hasOwn(GROUP_NAMES, group) ? GROUP_NAMES[group] : undefined;
  if (known) return i18n._(known);
  const words = group.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function slugOf(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function ProductGridSkeleton() {
  return (
    <div className="product-grid" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="product-card">
          <div className="product-card-media skeleton" />
          <div className="product-card-body">
            <div className="skeleton" style={{ height: '1.25rem', width: '70%', marginBottom: '0.75rem' }} />
            <div className="skeleton" style={{ height: '3rem' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
