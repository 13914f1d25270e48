import type { PublicPageProps } from '../content/pages';
import { SECURITY } from '../content/security';
import { LegalPage } from '../pages/LegalPage';

/** `/security`: its copy in the legal page, a chunk of its own (ADR 0114). */
export default function SecurityPage({ page }: PublicPageProps) {
  return <LegalPage page={page} content={SECURITY} />;
}
