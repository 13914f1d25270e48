import { config } from '../../config';
import { announcementHandlers } from './announcements';
import { calendarHandlers } from './calendar';
import { delegationHandlers } from './delegations';
import { graphHandlers } from './graph';
import { notificationHandlers } from './notifications';
import { payrollHandlers } from './payroll';
import { peopleHandlers } from './people';
import { readHandlers } from './reads';
import { settingsHandlers } from './settings';
import { PEOPLE } from '../../shared/demo/work';
import { workHandlers } from './work';

export const notifications = notificationHandlers(config.apiBaseUrl);
// The work handlers read the calendar's holidays when they answer (the ledger's holiday hours), never before.
export const work = workHandlers(
  config.apiBaseUrl,
  (userId, fields) => notifications.push(userId, fields),
  undefined,
  () => calendar.holidays(),
  (delegateId) => delegations.delegators(delegateId),
);
export const delegations = delegationHandlers(config.apiBaseUrl, () => work.requests(), (userId, notice) => notifications.push(userId, notice));
export const announcements = announcementHandlers(config.apiBaseUrl, (userId, fields) => notifications.push(userId, fields));
export const people = peopleHandlers(config.apiBaseUrl, () => work.requests());
export const calendar = calendarHandlers(config.apiBaseUrl, () => work.requests());
export const settings = settingsHandlers(config.apiBaseUrl);
export const payroll = payrollHandlers(config.apiBaseUrl, () => work.weeks(), (week) => work.approvedAt(week));
/** Every read the contract computes (`answer`), over the rows the handlers above keep (ADR 0140). */
export const reads = readHandlers(config.apiBaseUrl, () => ({ people: PEOPLE, requests: work.requests(), holidays: calendar.holidays() }));

/** Every mocked endpoint, by domain. Shared by Jest (node), the browser worker and the mock API server. */
export const handlers = [...notifications.handlers, ...work.handlers, ...announcements.handlers, ...people.handlers, ...calendar.handlers, ...payroll.handlers, ...settings.handlers, ...delegations.handlers, ...reads.handlers, ...graphHandlers(config.graphBaseUrl)];

export function resetMockData(): void {
  notifications.reset();
  work.reset();
  announcements.reset();
  calendar.reset();
  payroll.reset();
  settings.reset();
  delegations.reset();
}
