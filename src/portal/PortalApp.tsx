import { lazy, Suspense } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { PAGES } from '../navigation/navModel';
import { NotFoundPage } from '../ui/StatusPage';
import { PortalLayout } from './PortalLayout';
import { GenericPage, HelpPage, HomePage, ProfilePage, SettingsPage } from './pages/PortalPages';

/** The work modules (time off, timecards, approvals, crew, projects), the overviews, the people pages and the calendars: their own chunk, loaded on first use. */
function workPage(name: 'EmployeePage' | 'TimecardPage' | 'TimeOffPage' | 'MyTimePage' | 'ApprovalPage' | 'CrewPage' | 'ProjectsPage' | 'ProjectPage' | 'TeamMembersPage' | 'EmployeesPage' | 'TeamPage' | 'HrCalendarPage' | 'PayrollPage'): ReactElement {
  const Page: ComponentType = lazy(() => import(/* webpackChunkName: "work" */ './pages/WorkPages').then((m) => ({ default: m[name] })));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** Pages with content of their own; every other page of the navigation model gets its frame and empty state. */
const PAGE_VIEWS: Partial<Record<string, ReactElement>> = {
  home: <HomePage />,
  profile: <ProfilePage />,
  employee: workPage('EmployeePage'),
  timecard: workPage('TimecardPage'),
  timeoff: workPage('TimeOffPage'),
  mytime: workPage('MyTimePage'),
  approval: workPage('ApprovalPage'),
  crew: workPage('CrewPage'),
  payroll: workPage('PayrollPage'),
  projects: workPage('ProjectsPage'),
  project: workPage('ProjectPage'),
  members: workPage('TeamMembersPage'),
  hremployees: workPage('EmployeesPage'),
  team: workPage('TeamPage'),
  hrcalendar: workPage('HrCalendarPage'),
  settings: <SettingsPage />,
  help: <HelpPage />,
};

/** Everything behind the sign-in guard. Loaded as its own chunk. The routes are the navigation model's pages. */
export default function PortalApp() {
  return (
    <RequireAuth>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route index element={<Navigate to="/home" replace />} />
          {PAGES.map((page) => (
            <Route key={page.id} path={page.path.slice(1)} element={PAGE_VIEWS[page.id] ?? <GenericPage pageId={page.id} />} />
          ))}
          <Route path="*" element={<NotFoundPage homePath="/home" inLayout />} />
        </Route>
      </Routes>
    </RequireAuth>
  );
}
