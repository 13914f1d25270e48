import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NotFoundPage } from '../ui/StatusPage';
import { PortalLayout } from './PortalLayout';
import { GenericPage, HelpPage, HomePage, ProfilePage, ProjectPage, SettingsPage } from './pages/PortalPages';

/** Everything behind the sign-in guard. Loaded as its own chunk. */
export default function PortalApp() {
  return (
    <RequireAuth>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route index element={<Navigate to="/home" replace />} />
          <Route path="home" element={<HomePage />} />
          <Route path="employee" element={<GenericPage pageId="employee" />} />
          <Route path="employee/timeoff" element={<GenericPage pageId="timeoff" />} />
          <Route path="employee/profile" element={<ProfilePage />} />
          <Route path="timecard" element={<GenericPage pageId="timecard" />} />
          <Route path="timecard/mytime" element={<GenericPage pageId="mytime" />} />
          <Route path="timecard/approval" element={<GenericPage pageId="approval" />} />
          <Route path="timecard/crew" element={<GenericPage pageId="crew" />} />
          <Route path="projects" element={<GenericPage pageId="projects" />} />
          <Route path="projects/:jobNumber" element={<ProjectPage />} />
          <Route path="team" element={<GenericPage pageId="team" />} />
          <Route path="team/members" element={<GenericPage pageId="members" />} />
          <Route path="hr" element={<GenericPage pageId="hr" />} />
          <Route path="hr/employees" element={<GenericPage pageId="hremployees" />} />
          <Route path="hr/calendar" element={<GenericPage pageId="hrcalendar" />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="*" element={<NotFoundPage homePath="/home" />} />
        </Route>
      </Routes>
    </RequireAuth>
  );
}
