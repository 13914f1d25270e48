/** Company facts used across the public site. */
export const SITE = {
  name: 'Second Chair',
  company: 'Second Chair, Inc.',
  origin: 'https://secondchair.example',
  email: 'hello@secondchair.example',
  careersEmail: 'careers@secondchair.example',
  securityEmail: 'security@secondchair.example',
  privacyEmail: 'privacy@secondchair.example',
  contactSubject: 'Second Chair trial licence enquiry',
  address: ['1453 Third Street Promenade, Suite 300', 'Santa Monica, CA 90401'],
  city: 'Santa Monica, CA',
  legalUpdated: 'September 30, 2025',
} as const;

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavMenu {
  label: string;
  items: NavLinkItem[];
}

/** Public header: menus Platform, Company, News, Contact, and a Login entry (spec §2). */
export const HEADER_MENUS: (NavMenu | NavLinkItem)[] = [
  { label: 'Platform', items: [{ label: 'Second Chair', to: '/second-chair' }, { label: 'Assistant', to: '/assistant' }, { label: 'Vision', to: '/vision' }] },
  { label: 'Company', to: '/company' },
  { label: 'News', items: [{ label: 'Latest News', to: '/news' }, { label: 'Press Releases', to: '/news/press' }, { label: 'Blog', to: '/news/blog' }, { label: 'Events', to: '/news/events' }] },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_COLUMNS: NavMenu[] = [
  { label: 'Platform', items: [{ label: 'Overview', to: '/platform' }, { label: 'Second Chair', to: '/second-chair' }, { label: 'Assistant', to: '/assistant' }, { label: 'Vision', to: '/vision' }] },
  { label: 'Company', items: [{ label: 'About', to: '/company' }, { label: 'Careers', to: '/careers' }, { label: 'News', to: '/news' }, { label: 'Contact', to: '/contact' }] },
  { label: 'Legal', items: [{ label: 'Terms of Service', to: '/terms' }, { label: 'Privacy Policy', to: '/privacy' }, { label: 'Security', to: '/security' }] },
];

export const mailto = (to: string, subject: string) => `mailto:${to}?subject=${encodeURIComponent(subject)}`;
