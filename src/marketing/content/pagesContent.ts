import { SITE } from './site';

export const COMING_SOON: Record<string, { heading: string; body: string }> = {
  '/vision': { heading: 'Vision', body: 'Our next system is in development. Expected Q2 2025.' },
  '/company': { heading: 'Company', body: `${SITE.company} builds private AI for legal professionals from ${SITE.city}. More about us soon.` },
  '/news': { heading: 'Latest News', body: 'News from Second Chair will appear here soon.' },
  '/news/press': { heading: 'Press Releases', body: 'Press releases will appear here soon.' },
  '/news/blog': { heading: 'Blog', body: 'Our blog is on its way.' },
  '/news/events': { heading: 'Events', body: 'Where to meet us in person, soon.' },
};

export const CONTACT = {
  heading: 'Talk to us',
  body: 'Trial licences are limited and by application only. Tell us about your practice and the proceedings you handle, and we will write back.',
  button: 'Email us about a trial licence',
};

export const CAREERS = {
  heading: 'Careers',
  body: 'Positions are opening soon. We are a small team building private AI for attorneys.',
  openings: 'Positions opening soon: engineering, legal research and customer success.',
  contact: 'Send your CV and a short note to',
};

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const LEGAL: Record<string, { heading: string; sections: LegalSection[] }> = {
  '/terms': {
    heading: 'Terms of Service',
    sections: [
      { heading: 'Who may use our products', paragraphs: ['Our products are for legal professionals and their staff. You must be 18 or older; people under 18 may not use our products or this site.'] },
      { heading: 'Trial licences', paragraphs: ['Trial licences are limited and granted by application only. We may end a trial licence at the end of its term.'] },
      { heading: 'Your data', paragraphs: ['Second Chair and Assistant run fully on your own hardware. Recordings, transcripts and documents stay with you; we do not receive them.'] },
      { heading: 'Changes to these terms', paragraphs: ['We will notify you of changes to these terms at least 30 days before they take effect.'] },
      { heading: 'Contact', paragraphs: [`${SITE.company}, ${SITE.address.join(', ')}. Email ${SITE.email}.`] },
    ],
  },
  '/privacy': {
    heading: 'Privacy Policy',
    sections: [
      { heading: 'What we collect', paragraphs: ['On this site: what you send us by email. In our products: nothing. They process audio and documents locally and offline, with zero third-party exposure.'] },
      { heading: 'Children', paragraphs: ['Our products and this site are not for people under 18, and we do not knowingly collect their information.'] },
      { heading: 'Breaches', paragraphs: ['If a breach affects personal information we hold, we will notify affected people and the authorities within 72 hours of becoming aware of it.'] },
      { heading: 'Your rights', paragraphs: [`To see, correct or delete what we hold about you, write to ${SITE.privacyEmail}.`] },
    ],
  },
  '/security': {
    heading: 'Security',
    sections: [
      { heading: 'Local by design', paragraphs: ['Processing happens on your hardware, fully offline. Privileged conversations never reach us or any third party.'] },
      { heading: 'Encryption', paragraphs: ['Data at rest is encrypted with AES-256. Licence and update traffic uses TLS 1.3.'] },
      { heading: 'Access', paragraphs: ['Administrative access requires multi-factor authentication (MFA).'] },
      { heading: 'Reporting a vulnerability', paragraphs: [`Write to ${SITE.securityEmail}. We acknowledge security reports within 24 hours.`] },
      { heading: 'Incidents', paragraphs: ['We notify affected customers of a breach within 72 hours of becoming aware of it.'] },
    ],
  },
};
