/** Where product images and logos live; the API serves them under /assets/{product}/images/. */
export const ASSET_BASE: string = (import.meta.env.VITE_ASSET_BASE ?? '/assets').replace(/\/$/, '');

/**
 * The URL of an image of a product. Absolute URLs and site paths are used as they are; a bare
 * file name is looked up in the product's folder of the asset base.
 */
export function assetUrl(folder: string, image: string): string {
  if (/^https?:\/\//i.test(image) || image.startsWith('/')) return image;
  return `${ASSET_BASE}/${encodeURIComponent(folder)}/images/${image}`;
}

export function logoUrl(folder: string): string {
  return `${ASSET_BASE}/${encodeURIComponent(folder)}/images/logo.svg`;
}
