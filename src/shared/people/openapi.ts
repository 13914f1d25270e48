import { componentSchemas } from '../componentSchemas';
import { DirectoryEntrySchema, DirectorySchema, TeamMemberSchema } from './schemas';

/** The people pages' schemas by their OpenAPI component name. */
export const PEOPLE_COMPONENTS = [
  ['TeamMember', TeamMemberSchema],
  ['DirectoryEntry', DirectoryEntrySchema],
  ['Directory', DirectorySchema],
] as const;

/** JSON Schema of each, from zod, as src/shared/work/openapi.ts does for the work schemas. */
export function peopleComponentSchemas(): Record<string, Record<string, unknown>> {
  return componentSchemas(PEOPLE_COMPONENTS);
}
