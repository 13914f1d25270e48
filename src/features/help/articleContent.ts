import type { HelpArticle } from '../../lib/helpSearch';

export const HELP_ARTICLES: HelpArticle[] = [
  { id: 'getting-started', title: 'Getting started with the portal', description: 'Find your way around the dashboard, the sidebar and the search box.', category: 'basics', lastUpdated: '2025-09-30' },
  { id: 'search', title: 'Searching the portal', description: 'Use keywords, the arrow keys and Enter to jump to any page or widget. Press Ctrl+K to search.', category: 'basics', lastUpdated: '2025-09-30' },
  { id: 'time-off', title: 'Requesting time off', description: 'Submit a leave request and follow its approval.', category: 'employee', lastUpdated: '2025-09-30' },
  { id: 'timecards', title: 'Entering your hours', description: 'Record your weekly hours on My Time before the Friday cut-off.', category: 'timecard', lastUpdated: '2025-09-30' },
  { id: 'approvals', title: 'Approving timecards', description: 'For managers, approvers and payroll: review and approve submitted time.', category: 'timecard', lastUpdated: '2025-09-30' },
  { id: 'theme', title: 'Changing the theme', description: 'Switch between light and dark mode and pick a colour scheme or your own colour.', category: 'settings', lastUpdated: '2025-09-30' },
  { id: 'sign-out', title: 'Signing out quickly', description: 'Press Ctrl+Shift+L (Cmd+Shift+L on a Mac) to sign out from anywhere.', category: 'settings', lastUpdated: '2025-09-30' },
];
