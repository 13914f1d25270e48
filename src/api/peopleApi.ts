import { apiSlice } from './apiSlice';
import { PEOPLE_OPERATIONS as OPS } from '../shared/contract/people';
import type { Directory, DirectoryQuery, TeamMember } from '../shared/people/schemas';

/** The directory's address: blank search and department are left out (the API reads them as "all"). */
export function directoryUrl({ q, department }: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (department?.trim()) params.set('department', department.trim());
  const query = params.toString();
  return query ? `${OPS.getDirectory.path}?${query}` : OPS.getDirectory.path;
}

/**
 * A manager's team and the HR directory (issue #26), as written in the contract (src/shared/contract/people.ts),
 * each response checked on arrival against its schema (ADR 0091). Both read who is out today from approved
 * time off, so they are refreshed when time off changes.
 */
export const peopleApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamMember[], void>({ query: () => OPS.getTeam.path, responseSchema: OPS.getTeam.response, providesTags: ['TimeOff'] }),
    getDirectory: build.query<Directory, DirectoryQuery>({ query: (query) => directoryUrl(query), responseSchema: OPS.getDirectory.response, providesTags: ['TimeOff'] }),
  }),
});
