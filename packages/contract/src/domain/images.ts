const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Images load only over https or from the site itself: a page never mixes in insecure content, and
 * no other scheme (javascript:, data:) reaches an img element. Operator image fields are checked
 * with it when saved, and the browser checks CMS images with it again.
 */
export function isSafeImageSource(src: string): boolean {
  const value = src.trim();
  if (!value || value.startsWith('//')) return false;
  return SCHEME.test(value) ? value.toLowerCase().startsWith('https:') : true;
}
