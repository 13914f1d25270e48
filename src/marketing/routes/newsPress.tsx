import type { PublicPageProps } from '../content/pages';
import { ComingSoonPage } from '../pages/ComingSoonPage';

/** `/news/press`: coming soon, with its copy; a chunk of its own (ADR 0114). */
export default function PressReleasesPage({ page }: PublicPageProps) {
  return <ComingSoonPage page={page} heading="Press Releases" body="Press releases will appear here soon." />;
}
