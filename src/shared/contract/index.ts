import { AnnouncementDraftSchema, AnnouncementSchema } from '../announcements/schemas';
import { NotificationSchema } from '../notifications/schemas';
import { CalendarFeedCreatedSchema, CalendarFeedSchema } from '../calendarFeeds/schemas';
import { RouteSchema, RoutingSchema } from '../routing/schemas';
import { DelegateChoiceSchema, DelegationSchema, DelegationsSchema, NewDelegationSchema } from '../delegation/schemas';
import { EmailPreferencesSchema, EmailSettingsSchema } from '../notifications/email';
import { PayPeriodCloseSchema, PayPeriodSchema, PayPeriodWeekSchema, PayrollAdjustmentSchema } from '../payroll/schemas';
import { DirectoryEntrySchema, DirectorySchema, TeamMemberSchema } from '../people/schemas';
import {
  AbsenceSchema,
  ApprovalHistoryEntrySchema,
  ApprovalItemSchema,
  BalancesSchema,
  CalendarSchema,
  CrewEntrySchema,
  CrewMemberSchema,
  CrewTimeChangeSchema,
  CrewTimeEntrySchema,
  DashboardSchema,
  DecisionSchema,
  HolidaySchema,
  NewHolidaySchema,
  NewTimeOffRequestSchema,
  ProjectDetailSchema,
  ProjectSchema,
  SaveWeekSchema,
  TimecardWeekSchema,
  TimeOffRequestSchema,
  TeammateOutSchema,
  WorkedDaySchema,
} from '../work/schemas';
import { BalanceAdjustmentSchema, BalanceEntrySchema, BalanceHistorySchema, LeavePolicySchema } from '../work/balances';
import { ApprovalsPageSchema } from '../work/approvalsQueue';
import { ApiErrorSchema } from './errors';
import { HrOverviewSchema } from './hr';

/** Every API, in one list (src/shared/contract/operations.ts). */
export { API_OPERATIONS } from './operations';
export type { ApiOperationName } from './operations';

/**
 * Every named request and response schema of the product API, by its OpenAPI component name: the one list of
 * them (ADR 0161). `npm run openapi` (scripts/openapiDocument.ts, zod-openapi) writes each as
 * `#/components/schemas/<name>` and every use of it as a `$ref`; a schema not named here is written inline.
 * The portal does not import this file (it imports operations.ts), so the list costs its bundle nothing.
 */
export const API_COMPONENTS = {
  Notification: NotificationSchema,
  Error: ApiErrorSchema,
  Balances: BalancesSchema,
  NewTimeOffRequest: NewTimeOffRequestSchema,
  TimeOffRequest: TimeOffRequestSchema,
  WorkedDay: WorkedDaySchema,
  TeammateOut: TeammateOutSchema,
  SaveWeek: SaveWeekSchema,
  TimecardWeek: TimecardWeekSchema,
  Project: ProjectSchema,
  ProjectDetail: ProjectDetailSchema,
  Decision: DecisionSchema,
  ApprovalItem: ApprovalItemSchema,
  ApprovalsPage: ApprovalsPageSchema,
  ApprovalHistoryEntry: ApprovalHistoryEntrySchema,
  CrewMember: CrewMemberSchema,
  CrewEntry: CrewEntrySchema,
  CrewTimeEntry: CrewTimeEntrySchema,
  CrewTimeChange: CrewTimeChangeSchema,
  Dashboard: DashboardSchema,
  NewHoliday: NewHolidaySchema,
  Holiday: HolidaySchema,
  Absence: AbsenceSchema,
  Calendar: CalendarSchema,
  CalendarFeed: CalendarFeedSchema,
  CalendarFeedCreated: CalendarFeedCreatedSchema,
  TeamMember: TeamMemberSchema,
  DirectoryEntry: DirectoryEntrySchema,
  Directory: DirectorySchema,
  AnnouncementDraft: AnnouncementDraftSchema,
  Announcement: AnnouncementSchema,
  PayPeriodWeek: PayPeriodWeekSchema,
  PayrollAdjustment: PayrollAdjustmentSchema,
  PayPeriodClose: PayPeriodCloseSchema,
  PayPeriod: PayPeriodSchema,
  HrOverview: HrOverviewSchema,
  LeavePolicy: LeavePolicySchema,
  BalanceEntry: BalanceEntrySchema,
  BalanceHistory: BalanceHistorySchema,
  BalanceAdjustment: BalanceAdjustmentSchema,
  EmailPreferences: EmailPreferencesSchema,
  EmailSettings: EmailSettingsSchema,
  NewDelegation: NewDelegationSchema,
  Delegation: DelegationSchema,
  DelegateChoice: DelegateChoiceSchema,
  Delegations: DelegationsSchema,
  Route: RouteSchema,
  Routing: RoutingSchema,
} as const;
