import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mondayOf } from '../../../../src/shared/work/dates.ts';
import type { Project, ProjectDetail } from '../../../../src/shared/work/schemas.ts';
import { today } from '../../clock.ts';
import * as t from '../../db/schema.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';

const HANDLERS = {
  getProjects: async (tx) => {
    const rows: Project[] = await tx.select().from(t.projects).orderBy(asc(t.projects.jobNumber));
    return rows;
  },
  getProject: async (tx, { params }) => {
    const jobNumber = params.jobNumber ?? '';
    const [project] = await tx.select().from(t.projects).where(eq(t.projects.jobNumber, jobNumber));
    if (!project) throw notFound(`No job ${jobNumber}.`);
    const weekStart = mondayOf(today());
    const rows = await tx
      .select({ employeeName: t.people.name, employeeId: t.timecardEntries.employeeId, hours: t.timecardEntries.hours })
      .from(t.timecardEntries)
      .leftJoin(t.people, eq(t.people.id, t.timecardEntries.employeeId))
      .where(and(eq(t.timecardEntries.weekStart, weekStart), eq(t.timecardEntries.jobNumber, jobNumber)));
    const byPerson = new Map<string, number>();
    for (const r of rows) {
      const name = r.employeeName ?? r.employeeId;
      byPerson.set(name, (byPerson.get(name) ?? 0) + r.hours.reduce((a, b) => a + b, 0));
    }
    const hoursByPerson = [...byPerson.entries()]
      .map(([employeeName, hours]) => ({ employeeName, hours }))
      .filter((p) => p.hours > 0)
      .sort((a, b) => a.employeeName.localeCompare(b.employeeName));
    const detail: ProjectDetail = { project, weekStart, hoursByPerson };
    return detail;
  },
} satisfies Partial<Record<OperationName, Handler>>;

/** Projects: the job list, and one job with this week's hours by person. */
export default function projectsRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS);
  done();
}
