import type { FastifyInstance } from 'fastify';
import announcements from './announcements/index.ts';
import approvals from './approvals/index.ts';
import calendar from './calendar/index.ts';
import calendarFeeds from './calendarFeeds/index.ts';
import crew from './crew/index.ts';
import dashboard from './dashboard/index.ts';
import routing from './routing/index.ts';
import delegations from './delegations/index.ts';
import hr from './hr/index.ts';
import notifications from './notifications/index.ts';
import notificationStream from './notifications/stream.ts';
import payroll from './payroll/index.ts';
import settings from './settings/index.ts';
import people from './people/index.ts';
import projects from './projects/index.ts';
import timecards from './timecards/index.ts';
import timeOff from './timeOff/index.ts';

/**
 * Every resource's routes: one folder per resource, its operations (the contract's, registered with `app.operation`)
 * and its queries. A new resource is a folder and a line here; the contract plugin refuses to start while an
 * operation of the contract has no route.
 */
export default async function routes(app: FastifyInstance, options: { heartbeatSeconds?: number; streamsPerPerson: number }): Promise<void> {
  for (const resource of [timeOff, timecards, approvals, crew, projects, dashboard, people, calendar, calendarFeeds, announcements, payroll, hr, notifications, settings, delegations, routing]) await app.register(resource);
  await app.register(notificationStream, { heartbeatSeconds: options.heartbeatSeconds, streamsPerPerson: options.streamsPerPerson });
}
