import type { PublicPageProps } from '../content/pages';
import { ComingSoonPage } from '../pages/ComingSoonPage';

/** `/news/events`: coming soon, with its copy; a chunk of its own (ADR 0114). */
export default function EventsPage({ page }: PublicPageProps) {
  return <ComingSoonPage page={page} heading="Events" body="Where to meet us in person, soon." />;
}
