import { http, HttpResponse } from 'msw';
import { fieldMessages } from '../../shared/contract/body';
import { PEOPLE_OPERATIONS } from '../../shared/contract/people';
import { DIRECTORY_LIMIT } from '../../shared/people/schemas';
import type { Directory, DirectoryEntry, TeamMember } from '../../shared/people/schemas';
import { directoryFilter, matchesSearch, todayFrom } from '../../shared/people/today';
import { isoDate } from '../../shared/work/dates';
import { firstIssue } from '../../shared/work/schemas';
import type { TimeOffRequest } from '../../shared/work/schemas';
import { PEOPLE } from '../../shared/demo/work';
import type { Person } from '../../shared/demo/work';
import { authorize, badRequest } from './identity';

/** The query string as the service's parser reads it: a repeated name is a list (which the schema refuses). */
function queryOf(request: Request): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    const seen = out[name];
    out[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

/**
 * The people operations of src/shared/contract/people.ts over the demo people (src/shared/demo/work.ts), with
 * each one's status today from the work handlers' approved time off: the same answers as the service.
 */
export function peopleHandlers(basePath: string, requests: () => readonly TimeOffRequest[]) {
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path}`;
  const byName = (a: Person, b: Person) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const member = (p: Person, day: string): TeamMember => {
    const away = requests().filter((r) => r.employeeId === p.id && r.status === 'approved' && r.lastDay >= day);
    return { id: p.id, name: p.name, jobTitle: p.jobTitle, department: p.department, location: p.location, email: p.email, phone: p.phone, today: todayFrom(away, day) };
  };

  const handlers = [
    http.get(at(PEOPLE_OPERATIONS.getTeam.path), ({ request }) => {
      const caller = authorize(request, PEOPLE_OPERATIONS.getTeam.roles);
      if (caller instanceof Response) return caller;
      const day = isoDate(new Date());
      const team: TeamMember[] = PEOPLE.filter((p) => p.managerId === caller.id)
        .sort(byName)
        .map((p) => member(p, day));
      return HttpResponse.json(team);
    }),
    http.get(at(PEOPLE_OPERATIONS.getDirectory.path), ({ request }) => {
      const caller = authorize(request, PEOPLE_OPERATIONS.getDirectory.roles);
      if (caller instanceof Response) return caller;
      const parsed = PEOPLE_OPERATIONS.getDirectory.query.safeParse(queryOf(request));
      if (!parsed.success) return badRequest(firstIssue(parsed.error), fieldMessages(parsed.error));
      const { q, department } = directoryFilter(parsed.data);
      const day = isoDate(new Date());
      const matches = PEOPLE.filter((p) => matchesSearch(p, q) && (department === null || p.department === department)).sort(byName);
      const people: DirectoryEntry[] = matches.slice(0, DIRECTORY_LIMIT).map((p) => ({
        ...member(p, day),
        managerName: PEOPLE.find((m) => m.id === p.managerId)?.name ?? null,
        startDate: p.startDate,
      }));
      const departments = [...new Set(PEOPLE.map((p) => p.department).filter((d) => d !== ''))].sort();
      const body: Directory = { people, total: matches.length, departments };
      return HttpResponse.json(body);
    }),
  ];

  return { handlers };
}
