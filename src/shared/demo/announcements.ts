import type { Announcement } from '../announcements/schemas';
import { addDays, isoDate } from '../work/dates';

/** Who posted the demo announcements (Harper Quinn, HR). */
export const ANNOUNCER_ID = 'harper.quinn@contoso.test';

/** The demo announcements (service seed and MSW): one pinned, one with an end date, one expired (not shown). */
export function seedAnnouncements(today: Date = new Date()): Announcement[] {
  const day = isoDate(today);
  const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000).toISOString();
  const by = { author: 'Harper Quinn' } as const;
  return [
    {
      id: 'an-1',
      title: 'Open enrolment closes on Friday',
      body: 'Choose or change your health and dental plans in the benefits portal before Friday at 5 pm. Questions go to HR.',
      pinned: true,
      expiresOn: addDays(day, 10),
      ...by,
      createdAt: at(3),
      updatedAt: at(3),
    },
    {
      id: 'an-2',
      title: 'Safety stand-down on every site',
      body: 'All crews stop at 10 am on Monday for a 30-minute fall-protection briefing. Crew leads will take attendance.',
      pinned: false,
      expiresOn: null,
      ...by,
      createdAt: at(1),
      updatedAt: at(1),
    },
    {
      id: 'an-3',
      title: 'Parking lot resurfacing',
      body: 'The north lot was closed for resurfacing.',
      pinned: false,
      expiresOn: addDays(day, -2),
      ...by,
      createdAt: at(9),
      updatedAt: at(9),
    },
  ];
}
