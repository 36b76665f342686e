import { Link } from 'react-router-dom';
import { formatMoney } from '@tours/core/domain';
import type { Product } from '@tours/core/schemas';
import { assetUrl } from '@/lib/assets';
import { durationRangeText } from './duration';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const image = product.images[0];
  const summary = product.description.split(/(?<=\.)\s/)[0] ?? product.description;
  return (
    <article className="product-card">
      <div className="product-card-media">
        {image && (
          <img
            src={assetUrl(product.slug, image)}
            alt=""
            width="640"
            height="400"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      <div className="product-card-body">
        {product.location && <p className="product-card-location">{product.location}</p>}
        <h3>
          <Link to={`/${product.slug}`} className="stretched-link">
            {product.name}
          </Link>
        </h3>
        <p className="product-card-summary">{summary}</p>
        {(product.fromPrice != null || product.duration) && (
          <p className="product-card-facts">
            {product.fromPrice != null && (
              <span className="product-card-price">
                from <strong>{formatMoney(product.fromPrice, product.currency)}</strong>
              </span>
            )}
            {product.duration && <span>{durationRangeText(product.duration)}</span>}
          </p>
        )}
        <p className="product-card-meta">
          <span aria-hidden="true">✓</span> Instant confirmation · Mobile tickets
        </p>
      </div>
    </article>
  );
}
