import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { ApprovalsView } from '../../features/approvals/ApprovalsView';
import { ProjectsView, ProjectView } from '../../features/projects/ProjectsView';
import { CrewTimeView } from '../../features/timecard/CrewTimeView';
import { MyTimeView } from '../../features/timecard/MyTimeView';
import { TimeOffView } from '../../features/timeoff/TimeOffView';
import { pageDef, PageFrame } from '../components/PageFrame';

/** A work module of issue #17 in its frame (title, tabs, and the 401 page for roles that may not open it). */
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

export function ProjectPage() {
  const { jobNumber = '' } = useParams();
  const def = pageDef('project');
  return (
    <PageFrame page={def} title={`Job ${jobNumber}`}>
      <ProjectView jobNumber={jobNumber} emptyText={def.emptyState} />
    </PageFrame>
  );
}
