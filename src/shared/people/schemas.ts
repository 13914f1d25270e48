import * as z from 'zod/mini';
import '../zodMessages';
import { DaySchema as day } from '../dateSchemas';
import { TimeOffTypeSchema } from '../work/schemas';

/**
 * The wire shapes of the people pages (issue #26): a manager's team and the HR directory. One zod source
 * for the client's types and checks on arrival, the mock API and (through z.toJSONSchema) the OpenAPI
 * document, like src/shared/work/schemas.ts. See docs/adr/0127-people-directory.md.
 */

/**
 * Whether the person is working today, from approved time off in the system of record (not Graph presence,
 * which the portal cannot read for other people locally): `out` with the kind of time off and the first
 * working day after it.
 */
export const TodaySchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('in') }),
  z.strictObject({ status: z.literal('out'), timeOffType: TimeOffTypeSchema, backOn: day }),
]);
export type Today = z.infer<typeof TodaySchema>;

/** One person as the team page shows them. Blank strings for facts nobody has filled in. */
export const TeamMemberSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string(),
  department: z.string(),
  location: z.string(),
  email: z.string(),
  phone: z.string(),
  today: TodaySchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** One person as the HR directory shows them: the team page's facts, their manager and their hire date. */
export const DirectoryEntrySchema = z.strictObject({
  ...TeamMemberSchema.shape,
  managerName: z.nullable(z.string()),
  startDate: z.nullable(day),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;

/** The most people one directory answer lists; `total` says how many matched. */
export const DIRECTORY_LIMIT = 100;
export const MAX_SEARCH_LENGTH = 100;

/** The directory's query string: a search over name, job title and e-mail, and a department (both optional). */
export const DirectoryQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH))).check(z.meta({ description: 'Case-insensitive text found in the name, job title or e-mail; blank for everyone' })),
  department: z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH))).check(z.meta({ description: 'One department, exactly as `departments` lists it; blank for all' })),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;

export const DirectorySchema = z.strictObject({
  /** The matches, by name; at most DIRECTORY_LIMIT of them. */
  people: z.array(DirectoryEntrySchema),
  /** How many people match (more than `people.length` when the list was cut). */
  total: z.number(),
  /** Every department anyone is in, sorted: the filter's choices (not narrowed by the search). */
  departments: z.array(z.string()),
});
export type Directory = z.infer<typeof DirectorySchema>;
