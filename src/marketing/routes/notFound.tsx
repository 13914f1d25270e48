import { NotFoundPage } from '../../ui/StatusPage';
import { SITE } from '../content/site';

const DESCRIPTION = "The page you're looking for doesn't exist or has been moved.";

/** `/404`: the public not-found page with its head tags, a chunk of its own (ADR 0114). */
export default function PublicNotFound() {
  return (
    <>
      <meta name="description" content={DESCRIPTION} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={`${SITE.origin}/404`} />
      <NotFoundPage homePath="/" />
    </>
  );
}
