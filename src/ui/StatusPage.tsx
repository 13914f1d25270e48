import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { MAIN_ID } from './SkipLink';

interface StatusPageProps {
  heading: string;
  message: string;
  /** Where Return to Home leads. */
  homePath: string;
  children?: ReactNode;
  /** Inside the portal's layout, whose `<main id="main">` it is placed in: then it is not a second one. */
  inLayout?: boolean;
}

/** The shared layout of the 404 and 401 pages: a heading, one sentence and Return to Home. */
export function StatusPage({ heading, message, homePath, children, inLayout = false }: StatusPageProps) {
  const landmark = inLayout ? { component: 'div' as const } : { component: 'main' as const, id: MAIN_ID, tabIndex: -1 };
  return (
    <Box {...landmark} sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <title>{heading}</title>
      <Box sx={{ maxWidth: 560 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {heading}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        {children}
        <Button component={RouterLink} to={homePath} variant="contained">
          Return to Home
        </Button>
      </Box>
    </Box>
  );
}

export const NOT_FOUND_HEADING = '404 - Page Not Found';
export const NOT_FOUND_MESSAGE = "The page you're looking for doesn't exist or has been moved.";
export const UNAUTHORIZED_MESSAGE =
  "You don't have permission to access this page. Please contact your administrator if you believe this is an error.";

export function NotFoundPage({ homePath, inLayout = false }: { homePath: string; inLayout?: boolean }) {
  return <StatusPage heading={NOT_FOUND_HEADING} message={NOT_FOUND_MESSAGE} homePath={homePath} inLayout={inLayout} />;
}

/** The portal's 401 page, shown inside its layout. */
export function UnauthorizedPage() {
  return <StatusPage heading="401 - Unauthorized" message={UNAUTHORIZED_MESSAGE} homePath="/home" inLayout />;
}
