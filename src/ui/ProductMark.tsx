/**
 * The product mark drawn inline, the drawing of `public/favicon.svg` (the site's icon): the public header shows
 * it with the page's first paint and without an image request, which Lighthouse's simulation counted as a
 * dependency of the largest paint whenever it ended before it (ADR 0139). Decorative: the link around it is named.
 */
export function ProductMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#319795" />
      <path d="M9 22V10h8a4 4 0 0 1 0 8h-4v4z" fill="#fff" />
    </svg>
  );
}
