import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PLATFORM } from '../content/platform';
import { Hero } from '../pages/sections';
import { Seo } from '../components/Seo';
import type { PublicPageProps } from '../content/pages';
import { MAIN_ID } from '../../ui/SkipLink';

/** `/platform`: the platform overview and its copy, a chunk of its own (ADR 0114). */
export default function PlatformPage({ page }: PublicPageProps) {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={PLATFORM.title} lead={PLATFORM.lead}>
        <Box component="ul" sx={{ mt: 3, pl: 3, display: 'grid', gap: 1 }}>
          {PLATFORM.points.map((p) => (
            <Typography key={p} component="li">
              {p}
            </Typography>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button variant="contained" component={RouterLink} to="/second-chair">
            Second Chair
          </Button>
          <Button variant="outlined" component={RouterLink} to="/assistant">
            Assistant
          </Button>
        </Stack>
      </Hero>
    </main>
  );
}
