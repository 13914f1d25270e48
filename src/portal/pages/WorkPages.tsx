import { useParams } from 'react-router-dom';
import { ApprovalsView } from '../../features/approvals/ApprovalsView';
import { pageById } from '../../navigation/navModel';
import type { PageDef } from '../../navigation/navModel';
import { ProjectsView, ProjectView } from '../../features/projects/ProjectsView';
import { CrewTimeView } from '../../features/timecard/CrewTimeView';
import { MyTimeView } from '../../features/timecard/MyTimeView';
import { TimeOffView } from '../../features/timeoff/TimeOffView';
import { PageFrame } from '../components/PageFrame';

function page(id: string): PageDef {
  const found = pageById(id);
  if (!found) throw new Error(`No page "${id}" in the navigation model`);
  return found;
}

/** The work modules of issue #17, each in its frame (title, tabs, and the 401 page for roles that may not open it). */
export function TimeOffPage() {
  const def = page('timeoff');
  return (
    <PageFrame page={def}>
      <TimeOffView emptyText={def.emptyState} />
    </PageFrame>
  );
}

export function MyTimePage() {
  const def = page('mytime');
  return (
    <PageFrame page={def}>
      <MyTimeView emptyText={def.emptyState} />
    </PageFrame>
  );
}

export function ApprovalPage() {
  const def = page('approval');
  return (
    <PageFrame page={def}>
      <ApprovalsView emptyText={def.emptyState} />
    </PageFrame>
  );
}

export function CrewPage() {
  const def = page('crew');
  return (
    <PageFrame page={def}>
      <CrewTimeView emptyText={def.emptyState} />
    </PageFrame>
  );
}

export function ProjectsPage() {
  const def = page('projects');
  return (
    <PageFrame page={def}>
      <ProjectsView emptyText={def.emptyState} />
    </PageFrame>
  );
}

export function ProjectPage() {
  const { jobNumber = '' } = useParams();
  const def = page('project');
  return (
    <PageFrame page={def} title={`Job ${jobNumber}`}>
      <ProjectView jobNumber={jobNumber} emptyText={def.emptyState} />
    </PageFrame>
  );
}
