import type { PublicPageProps } from '../content/pages';
import { ComingSoonPage } from '../pages/ComingSoonPage';

/** `/news/blog`: coming soon, with its copy; a chunk of its own (ADR 0114). */
export default function BlogPage({ page }: PublicPageProps) {
  return <ComingSoonPage page={page} heading="Blog" body="Our blog is on its way." />;
}
