import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/Seo';
import type { LegalContent } from '../content/legal';
import type { PublicPageProps } from '../content/pages';
import { SITE } from '../content/site';
import { MAIN_ID } from '../../ui/SkipLink';
import { Section } from './sections';

/** A legal page; each legal route passes its own copy (its own chunk, ADR 0114). */
export function LegalPage({ page, content }: PublicPageProps & { content: LegalContent }) {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Section>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
          {content.heading}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          Last updated {SITE.legalUpdated}
        </Typography>
        {content.sections.map((s) => (
          <Box key={s.heading} component="section" sx={{ mb: 3, maxWidth: 800 }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {s.heading}
            </Typography>
            {s.paragraphs.map((p) => (
              <Typography key={p} sx={{ mb: 1 }}>
                {p}
              </Typography>
            ))}
          </Box>
        ))}
      </Section>
    </main>
  );
}
