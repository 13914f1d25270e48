import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectNavRoles } from '../../features/auth/authSlice';
import { hasAnyRole } from '../../navigation/roles';
import { breadcrumbFor, pageById, permittedTabs } from '../../navigation/navModel';
import type { PageDef } from '../../navigation/navModel';
import { UnauthorizedPage } from '../../ui/StatusPage';

// Static styles as module constants (ADR 0133): every page mounts this frame on every navigation.
const FRAME_SX = { maxWidth: 1200, mx: 'auto' } as const;
const CRUMBS_SX = { mb: 1 } as const;
const TITLE_SX = { fontWeight: 700 } as const;
const SUBTITLE_SX = { mb: 2 } as const;
const TABS_SX = { mb: 3, borderBottom: 1, borderColor: 'divider' } as const;

/** A page of the navigation model by id (a missing id is a programming error). */
export function pageDef(id: string): PageDef {
  const found = pageById(id);
  if (!found) throw new Error(`No page "${id}" in the navigation model`);
  return found;
}

/** Title, subtitle, breadcrumbs and sub-tabs from the navigation model; the 401 page when roles do not allow. */
export function PageFrame({ page, title, children }: { page: PageDef; title?: string; children: ReactNode }) {
  const roles = useAppSelector(selectNavRoles);
  if (!hasAnyRole(roles, page.requiredRoles)) return <UnauthorizedPage />;
  const tabs = permittedTabs(page, roles);
  const crumbs = breadcrumbFor(page);
  const current = tabs.find((t) => t.id === page.id)?.path ?? false;
  return (
    <Box sx={FRAME_SX}>
      <title>{`${title ?? page.title} – Employee Portal`}</title>
      {crumbs.length > 1 && (
        <Breadcrumbs aria-label="Breadcrumb" sx={CRUMBS_SX}>
          {crumbs.slice(0, -1).map((c) => (
            <Link key={c.id} component={RouterLink} to={c.path}>
              {c.title}
            </Link>
          ))}
          <Typography color="text.primary" aria-current="page">
            {title ?? page.title}
          </Typography>
        </Breadcrumbs>
      )}
      <Typography component="h1" variant="h4" sx={TITLE_SX}>
        {title ?? page.title}
      </Typography>
      <Typography color="text.secondary" sx={SUBTITLE_SX}>
        {page.subtitle}
      </Typography>
      {tabs.length > 1 && (
        <Tabs value={current} aria-label={`${crumbs[0]?.title ?? page.title} sections`} sx={TABS_SX} variant="scrollable">
          {tabs.map((t) => (
            <Tab key={t.id} label={t.tabLabel ?? t.title} value={t.path} component={RouterLink} to={t.path} />
          ))}
        </Tabs>
      )}
      {children}
    </Box>
  );
}
