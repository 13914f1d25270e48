import { NotFoundPage } from '../../ui/StatusPage';
import { NOT_FOUND_SEO } from '../content/pages';
import { SITE } from '../content/site';

export function PublicNotFound() {
  return (
    <>
      <meta name="description" content={NOT_FOUND_SEO.description} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={`${SITE.origin}/404`} />
      <NotFoundPage homePath="/" />
    </>
  );
}
