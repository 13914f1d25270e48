import { componentSchemas } from '../componentSchemas';
import {
  AbsenceSchema,
  ApprovalItemSchema,
  CalendarSchema,
  HolidaySchema,
  NewHolidaySchema,
  BalancesSchema,
  CrewEntrySchema,
  CrewMemberSchema,
  DashboardSchema,
  DecisionSchema,
  NewTimeOffRequestSchema,
  ProjectDetailSchema,
  ProjectSchema,
  SaveWeekSchema,
  TimecardWeekSchema,
  TimeOffRequestSchema,
} from './schemas';

/** The work modules' schemas by their OpenAPI component name. */
export const WORK_COMPONENTS = [
  ['Balances', BalancesSchema],
  ['NewTimeOffRequest', NewTimeOffRequestSchema],
  ['TimeOffRequest', TimeOffRequestSchema],
  ['SaveWeek', SaveWeekSchema],
  ['TimecardWeek', TimecardWeekSchema],
  ['Project', ProjectSchema],
  ['ProjectDetail', ProjectDetailSchema],
  ['Decision', DecisionSchema],
  ['ApprovalItem', ApprovalItemSchema],
  ['CrewMember', CrewMemberSchema],
  ['CrewEntry', CrewEntrySchema],
  ['Dashboard', DashboardSchema],
  ['NewHoliday', NewHolidaySchema],
  ['Holiday', HolidaySchema],
  ['Absence', AbsenceSchema],
  ['Calendar', CalendarSchema],
] as const;

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of each, from zod: the document cannot drift from the code. */
export function workComponentSchemas(): Record<string, Record<string, unknown>> {
  return componentSchemas(WORK_COMPONENTS);
}
