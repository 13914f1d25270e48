import type { PublicPageProps } from '../content/pages';
import { ComingSoonPage } from '../pages/ComingSoonPage';

/** `/vision`: coming soon, with its copy; a chunk of its own (ADR 0114). */
export default function VisionPage({ page }: PublicPageProps) {
  return <ComingSoonPage page={page} heading="Vision" body="Our next system is in development. Expected Q2 2025." />;
}
