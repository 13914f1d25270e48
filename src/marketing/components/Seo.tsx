import { SITE } from '../content/site';

/** Per-route head tags. React 19 hoists <title>, <meta> and <link> into the document head. */
export function Seo({ title, description, path }: { title: string; description: string; path: string }) {
  const url = `${SITE.origin}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${SITE.origin}/og-image.png`} />
    </>
  );
}
