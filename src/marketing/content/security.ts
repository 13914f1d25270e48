/** Copy of `/security` (its own chunk with the page, ADR 0114). */
import { SITE } from './site';
import type { LegalContent } from './legal';

export const SECURITY: LegalContent = {
  heading: 'Security',
  sections: [
    { heading: 'Local by design', paragraphs: ['Processing happens on your hardware, fully offline. Privileged conversations never reach us or any third party.'] },
    { heading: 'Encryption', paragraphs: ['Data at rest is encrypted with AES-256. Licence and update traffic uses TLS 1.3.'] },
    { heading: 'Access', paragraphs: ['Administrative access requires multi-factor authentication (MFA).'] },
    { heading: 'Reporting a vulnerability', paragraphs: [`Write to ${SITE.securityEmail}. We acknowledge security reports within 24 hours.`] },
    { heading: 'Incidents', paragraphs: ['We notify affected customers of a breach within 72 hours of becoming aware of it.'] },
  ],
};
