import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CAREERS } from '../content/careers';
import { mailto, SITE } from '../content/site';
import { Hero } from '../pages/sections';
import { Seo } from '../components/Seo';
import type { PublicPageProps } from '../content/pages';
import { MAIN_ID } from '../../ui/SkipLink';

/** `/careers`: the careers page and its copy, a chunk of its own (ADR 0114). */
export default function CareersPage({ page }: PublicPageProps) {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={CAREERS.heading} lead={CAREERS.body}>
        <Typography sx={{ mt: 3 }}>{CAREERS.openings}</Typography>
        <Typography sx={{ mt: 2 }}>
          {CAREERS.contact} <Link href={mailto(SITE.careersEmail, 'Application')}>{SITE.careersEmail}</Link>.
        </Typography>
        <Box component="address" sx={{ mt: 3, fontStyle: 'normal' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Our office
          </Typography>
          {SITE.address.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </Box>
      </Hero>
    </main>
  );
}
