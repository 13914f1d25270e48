import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import PendingActions from '@mui/icons-material/PendingActions';
import Schedule from '@mui/icons-material/Schedule';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectPathname } from '../../features/router/routerSlice';
import { decodeSegment } from '../../lib/path';
import { EmptyState } from '../../ui/EmptyState';
import { ApprovalsView } from '../../features/approvals/ApprovalsView';
import { HolidaysList, WhoIsOut } from '../../features/calendar/CalendarView';
import { ProjectsView, ProjectView } from '../../features/projects/ProjectsView';
import { DirectoryView } from '../../features/people/DirectoryView';
import { TeamMembersView } from '../../features/people/TeamMembersView';
import { CrewTimeView } from '../../features/timecard/CrewTimeView';
import { MyTimeView } from '../../features/timecard/MyTimeView';
import { PayrollView } from '../../features/payroll/PayrollView';
import { TimeOffBalances, TimeOffView } from '../../features/timeoff/TimeOffView';
import { NextTimeOff } from '../../features/timeoff/NextTimeOff';
import { RecentWeeks } from '../../features/timecard/RecentWeeks';
import { AttentionList } from '../../features/dashboard/AttentionList';
import { ThemedCard } from '../components/ThemedCard';
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

/** /employee: what needs the person, their next time off and balances, and the way to the section's pages. */
export function EmployeePage() {
  return (
    <PageFrame page={pageDef('employee')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ThemedCard id="employee-attention" title="Needs your attention" icon={<PendingActions aria-hidden />} minHeight={0}>
          <AttentionList />
        </ThemedCard>
        <ThemedCard id="employee-next" title="My next time off" icon={<EventAvailable aria-hidden />} minHeight={0}>
          <NextTimeOff />
          <Button component={RouterLink} to="/employee/timeoff" variant="outlined" sx={{ mt: 2 }}>
            Request time off
          </Button>
        </ThemedCard>
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1.5 }}>
        Balances
      </Typography>
      <TimeOffBalances />
    </PageFrame>
  );
}

/** /timecard: the last weeks with their status and hours, and what waits for the person. */
export function TimecardPage() {
  return (
    <PageFrame page={pageDef('timecard')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <ThemedCard id="timecard-weeks" title="Recent weeks" icon={<Schedule aria-hidden />} minHeight={0}>
          <RecentWeeks />
        </ThemedCard>
        <ThemedCard id="timecard-attention" title="Needs your attention" icon={<PendingActions aria-hidden />} minHeight={0}>
          <AttentionList />
        </ThemedCard>
      </Box>
    </PageFrame>
  );
}

/** /team: who of the caller's team is out, by month or week (issue #26 §2). */
export function TeamPage() {
  return (
    <PageFrame page={pageDef('team')}>
      <WhoIsOut scope="team" />
    </PageFrame>
  );
}

/** /hr/calendar: everyone's leave and the company holidays (an HR admin keeps those). */
export function HrCalendarPage() {
  return (
    <PageFrame page={pageDef('hrcalendar')}>
      <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
        <WhoIsOut scope="hr" />
        <HolidaysList />
      </Box>
    </PageFrame>
  );
}

export const TimeOffPage = () => <WorkPage pageId="timeoff" View={TimeOffView} />;
export const MyTimePage = () => <WorkPage pageId="mytime" View={MyTimeView} />;
export const ApprovalPage = () => <WorkPage pageId="approval" View={ApprovalsView} />;
export const CrewPage = () => <WorkPage pageId="crew" View={CrewTimeView} />;
export const PayrollPage = () => <WorkPage pageId="payroll" View={PayrollView} />;
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
