import type { PublicPageProps } from '../content/pages';
import { PRIVACY } from '../content/privacy';
import { LegalPage } from '../pages/LegalPage';

/** `/privacy`: its copy in the legal page, a chunk of its own (ADR 0114). */
export default function PrivacyPage({ page }: PublicPageProps) {
  return <LegalPage page={page} content={PRIVACY} />;
}
