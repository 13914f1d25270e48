/** Copy of `/terms` (its own chunk with the page, ADR 0114). */
import { SITE } from './site';
import type { LegalContent } from './legal';

export const TERMS: LegalContent = {
  heading: 'Terms of Service',
  sections: [
    { heading: 'Who may use our products', paragraphs: ['Our products are for legal professionals and their staff. You must be 18 or older; people under 18 may not use our products or this site.'] },
    { heading: 'Trial licences', paragraphs: ['Trial licences are limited and granted by application only. We may end a trial licence at the end of its term.'] },
    { heading: 'Your data', paragraphs: ['Second Chair and Assistant run fully on your own hardware. Recordings, transcripts and documents stay with you; we do not receive them.'] },
    { heading: 'Changes to these terms', paragraphs: ['We will notify you of changes to these terms at least 30 days before they take effect.'] },
    { heading: 'Contact', paragraphs: [`${SITE.company}, ${SITE.address.join(', ')}. Email ${SITE.email}.`] },
  ],
};
