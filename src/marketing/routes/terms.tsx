import type { PublicPageProps } from '../content/pages';
import { TERMS } from '../content/terms';
import { LegalPage } from '../pages/LegalPage';

/** `/terms`: its copy in the legal page, a chunk of its own (ADR 0114). */
export default function TermsPage({ page }: PublicPageProps) {
  return <LegalPage page={page} content={TERMS} />;
}
