import Typography from '@mui/material/Typography';
import { Seo } from '../components/Seo';
import type { PublicPageProps } from '../content/pages';
import { MAIN_ID } from '../../ui/SkipLink';
import { Hero } from './sections';

/** The page of a section still to come; each such route passes its own copy (its own chunk, ADR 0114). */
export function ComingSoonPage({ page, heading, body }: PublicPageProps & { heading: string; body: string }) {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={heading} lead={body}>
        <Typography variant="overline" component="p" sx={{ mt: 3, fontSize: 16 }}>
          Coming Soon
        </Typography>
      </Hero>
    </main>
  );
}
