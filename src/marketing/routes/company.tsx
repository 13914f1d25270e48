import type { PublicPageProps } from '../content/pages';
import { SITE } from '../content/site';
import { ComingSoonPage } from '../pages/ComingSoonPage';

/** `/company`: coming soon, with its copy; a chunk of its own (ADR 0114). */
export default function CompanyPage({ page }: PublicPageProps) {
  return <ComingSoonPage page={page} heading="Company" body={`${SITE.company} builds private AI for legal professionals from ${SITE.city}. More about us soon.`} />;
}
