/** Copy of `/privacy` (its own chunk with the page, ADR 0114). */
import { SITE } from './site';
import type { LegalContent } from './legal';

export const PRIVACY: LegalContent = {
  heading: 'Privacy Policy',
  sections: [
    { heading: 'What we collect', paragraphs: ['On this site: what you send us by email. In our products: nothing. They process audio and documents locally and offline, with zero third-party exposure.'] },
    { heading: 'Children', paragraphs: ['Our products and this site are not for people under 18, and we do not knowingly collect their information.'] },
    { heading: 'Breaches', paragraphs: ['If a breach affects personal information we hold, we will notify affected people and the authorities within 72 hours of becoming aware of it.'] },
    { heading: 'Your rights', paragraphs: [`To see, correct or delete what we hold about you, write to ${SITE.privacyEmail}.`] },
  ],
};
