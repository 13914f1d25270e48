import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NotFoundPage } from '../ui/StatusPage';
import { PortalLayout } from './PortalLayout';
import { SimplePage } from './pages/SimplePage';

/** Everything behind the sign-in guard. Loaded as its own chunk. */
export default function PortalApp() {
  return (
    <RequireAuth>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route index element={<Navigate to="/home" replace />} />
          <Route path="home" element={<SimplePage title="Dashboard" subtitle="Your day at a glance" />} />
          <Route path="settings" element={<SimplePage title="Settings" subtitle="Account and notification preferences" />} />
          <Route path="help" element={<SimplePage title="Help" subtitle="Guides and answers" />} />
          <Route path="*" element={<NotFoundPage homePath="/home" />} />
        </Route>
      </Routes>
    </RequireAuth>
  );
}
