/** Placeholder copy for public routes until the marketing issue fills them in. */
export interface PublicPageContent {
  path: string;
  title: string;
  description: string;
}

export const publicPages: PublicPageContent[] = [
  { path: '/', title: 'Second Chair', description: 'A second chair for live proceedings and a voice-first assistant for practice management.' },
  { path: '/second-chair', title: 'Second Chair', description: 'Real-time intelligence for depositions, trials, negotiations, client calls and team meetings.' },
  { path: '/assistant', title: 'Assistant', description: 'A voice-first personal assistant for practice management.' },
  { path: '/vision', title: 'Vision', description: 'Coming Soon. Expected Q2 2025.' },
  { path: '/company', title: 'Company', description: 'Coming Soon.' },
  { path: '/news', title: 'Latest News', description: 'Coming Soon.' },
  { path: '/news/press', title: 'Press Releases', description: 'Coming Soon.' },
  { path: '/news/blog', title: 'Blog', description: 'Coming Soon.' },
  { path: '/news/events', title: 'Events', description: 'Coming Soon.' },
  { path: '/contact', title: 'Contact', description: 'Get in touch with our team.' },
  { path: '/careers', title: 'Careers', description: 'Positions opening soon.' },
  { path: '/terms', title: 'Terms of Service', description: 'Last updated September 30, 2025.' },
  { path: '/privacy', title: 'Privacy Policy', description: 'Last updated September 30, 2025.' },
  { path: '/security', title: 'Security', description: 'Last updated September 30, 2025.' },
];
