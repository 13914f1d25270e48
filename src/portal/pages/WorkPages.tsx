import type { ComponentType } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectPathname } from '../../features/router/routerSlice';
import { decodeSegment } from '../../lib/path';
import { EmptyState } from '../../ui/EmptyState';
import { ApprovalsView } from '../../features/approvals/ApprovalsView';
import { ProjectsView, ProjectView } from '../../features/projects/ProjectsView';
import { DirectoryView } from '../../features/people/DirectoryView';
import { TeamMembersView } from '../../features/people/TeamMembersView';
import { CrewTimeView } from '../../features/timecard/CrewTimeView';
import { MyTimeView } from '../../features/timecard/MyTimeView';
import { TimeOffView } from '../../features/timeoff/TimeOffView';
import { pageDef, PageFrame } from '../components/PageFrame';

/** A work module of issue #17 (or a people page of issue #26) in its frame (title, tabs, and the 401 page for roles that may not open it). */
function WorkPage({ pageId, View }: { pageId: string; View: ComponentType<{ emptyText: string }> }) {
  const def = pageDef(pageId);
  return (
    <PageFrame page={def}>
      <View emptyText={def.emptyState} />
    </PageFrame>
  );
}

export const TimeOffPage = () => <WorkPage pageId="timeoff" View={TimeOffView} />;
export const MyTimePage = () => <WorkPage pageId="mytime" View={MyTimeView} />;
export const ApprovalPage = () => <WorkPage pageId="approval" View={ApprovalsView} />;
export const CrewPage = () => <WorkPage pageId="crew" View={CrewTimeView} />;
export const ProjectsPage = () => <WorkPage pageId="projects" View={ProjectsView} />;
export const TeamMembersPage = () => <WorkPage pageId="members" View={TeamMembersView} />;
export const EmployeesPage = () => <WorkPage pageId="hremployees" View={DirectoryView} />;

/** Title of a job page whose address holds no readable job number (e.g. `/projects/%E0%A4%A`). */
export const INVALID_JOB_TITLE = 'Invalid job number';

/** /projects/:jobNumber: the job number decoded from the address; unreadable encodings never reach the title. */
export function ProjectPage() {
  const raw = useAppSelector(selectPathname).split('/')[2] ?? '';
  const jobNumber = decodeSegment(raw);
  const def = pageDef('project');
  if (jobNumber === null || jobNumber.trim() === '') {
    return (
      <PageFrame page={def} title={INVALID_JOB_TITLE}>
        <EmptyState text="This address does not contain a readable job number." />
      </PageFrame>
    );
  }
  return (
    <PageFrame page={def} title={`Job ${jobNumber}`}>
      <ProjectView jobNumber={jobNumber} emptyText={def.emptyState} />
    </PageFrame>
  );
}
