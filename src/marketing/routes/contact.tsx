import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONTACT } from '../content/contact';
import { mailto, SITE } from '../content/site';
import { Hero } from '../pages/sections';
import { Seo } from '../components/Seo';
import type { PublicPageProps } from '../content/pages';
import { MAIN_ID } from '../../ui/SkipLink';

/** `/contact`: the contact page and its copy, a chunk of its own (ADR 0114). */
export default function ContactPage({ page }: PublicPageProps) {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={CONTACT.heading} lead={CONTACT.body}>
        <Button variant="contained" size="large" href={mailto(SITE.email, SITE.contactSubject)} sx={{ mt: 4 }}>
          {CONTACT.button}
        </Button>
        <Typography color="textSecondary" sx={{ mt: 3 }}>
          {SITE.company}, {SITE.address.join(', ')}
        </Typography>
      </Hero>
    </main>
  );
}
