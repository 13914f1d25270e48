import type { PublicPageProps } from '../content/pages';
import { ComingSoonPage } from '../pages/ComingSoonPage';

/** `/news`: coming soon, with its copy; a chunk of its own (ADR 0114). */
export default function NewsPage({ page }: PublicPageProps) {
  return <ComingSoonPage page={page} heading="Latest News" body="News from Second Chair will appear here soon." />;
}
