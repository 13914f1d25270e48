import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectLocation } from '../../features/router/routerSlice';
import { ASSISTANT, ENGINES, HOME, PLATFORM, SECOND_CHAIR } from '../content/products';
import { CAREERS, COMING_SOON, CONTACT, LEGAL } from '../content/pagesContent';
import type { PublicPageContent } from '../content/pages';
import { mailto, SITE } from '../content/site';
import { Seo } from '../components/Seo';
import { MAIN_ID } from '../../ui/SkipLink';

function Section({ id, title, children, tone = 'default' }: { id?: string; title?: string; children: ReactNode; tone?: 'default' | 'paper' }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box component="section" id={id} aria-labelledby={title ? headingId : undefined} sx={{ px: { xs: 3, md: 6 }, py: { xs: 6, md: 9 }, bgcolor: tone === 'paper' ? 'background.paper' : 'transparent' }}>
      <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
        {title && (
          <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
            {title}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}

function Hero({ title, lead, eyebrow, children }: { title: string; lead: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <Section>
      {/* The eyebrow sits above the heading it introduces, large enough to read. */}
      {eyebrow && (
        <Typography variant="overline" component="p" color="text.secondary" sx={{ display: 'block', fontSize: { xs: 14, md: 16 }, fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.5, mb: 1.5 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography component="h1" variant="h2" sx={{ fontWeight: 800, fontSize: { xs: 38, md: 56 }, maxWidth: 900 }}>
        {title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, maxWidth: 760, fontWeight: 400 }}>
        {lead}
      </Typography>
      {children}
    </Section>
  );
}

function CardGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))` }}>{children}</Box>;
}

/** A grid of small cards, each a heading and a sentence. */
function InfoCards({ items }: { items: readonly { title: string; body: string }[] }) {
  return (
    <CardGrid min={200}>
      {items.map((item) => (
        <Card key={item.title} variant="outlined" component="article">
          <CardContent>
            <Typography component="h3" variant="h6" gutterBottom>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.body}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}

export function LandingPage({ page }: { page: PublicPageContent }) {
  const { hero, video, mission, products } = HOME;
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={hero.title} lead={hero.lead} eyebrow={hero.eyebrow}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button variant="contained" size="large" component={RouterLink} to={hero.primary.to}>
            {hero.primary.label}
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to={hero.secondary.to}>
            {hero.secondary.label}
          </Button>
        </Stack>
      </Hero>
      <Section id="demo" title={video.title} tone="paper">
        <Box component="figure" sx={{ m: 0 }}>
          <Box
            component="img"
            src="/media/demo-poster.svg"
            alt="Poster of the Second Chair deposition walkthrough"
            width={1600}
            height={900}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 2, display: 'block' }}
          />
          <Typography id="demo-caption" component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {video.caption}
          </Typography>
        </Box>
      </Section>
      <Section id="mission" title={mission.title}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, maxWidth: 800 }}>
          {mission.body}
        </Typography>
      </Section>
      <Section id="engines" title="Five cognition engines" tone="paper">
        <InfoCards items={ENGINES.map((e) => ({ title: e.name, body: e.summary }))} />
      </Section>
      <Section id="products" title="Two systems, one private platform">
        <CardGrid min={320}>
          {products.map((product) => (
            <Card key={product.id} variant="outlined" component="article">
              <CardContent>
                <Typography component="h3" variant="h5" gutterBottom>
                  {product.name}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {product.summary}
                </Typography>
                <Link component={RouterLink} to={product.to}>
                  Learn more about {product.name}
                </Link>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </main>
  );
}

export function SecondChairPage({ page }: { page: PublicPageContent }) {
  const { hero, stats, tabs, pillars, cta } = SECOND_CHAIR;
  const { hash } = useAppSelector(selectLocation);
  // The selected feature tab is part of the URL (#engine, #use-cases, #transcription), so it is store state.
  const current = tabs.find((t) => `#${t.id}` === hash) ?? tabs[0];
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={hero.title} lead={hero.lead}>
        <Box component="dl" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mt: 5 }}>
          {stats.map((s) => (
            <Box key={s.label}>
              <Typography component="dd" variant="h3" sx={{ fontWeight: 800, m: 0 }}>
                {s.value}
              </Typography>
              <Typography component="dt" color="text.secondary" sx={{ order: 1 }}>
                {s.label}
              </Typography>
            </Box>
          ))}
        </Box>
      </Hero>
      <Section id="features" title="What it does" tone="paper">
        <Tabs value={current.id} aria-label="Second Chair features" variant="scrollable" sx={{ mb: 3 }}>
          {tabs.map((t) => (
            <Tab key={t.id} value={t.id} label={t.title} id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} component={RouterLink} to={`/second-chair#${t.id}`} replace />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
            {current.features.map((f) => (
              <Typography key={f} component="li">
                {f}
              </Typography>
            ))}
          </Box>
        </Box>
      </Section>
      <Section id="pillars" title="Five pillars">
        <InfoCards items={pillars} />
      </Section>
      <Section id="cta" title={cta.title} tone="paper">
        <Typography sx={{ mb: 3 }}>{cta.body}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {cta.links.map((l, i) => (
            <Button key={l.to} variant={i === 0 ? 'contained' : 'outlined'} component={RouterLink} to={l.to}>
              {l.label}
            </Button>
          ))}
        </Stack>
      </Section>
    </main>
  );
}

export function AssistantPage({ page }: { page: PublicPageContent }) {
  const { hero, conversations, cta } = ASSISTANT;
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={hero.title} lead={hero.lead} />
      <Section id="conversations" title="Just ask" tone="paper">
        <CardGrid min={300}>
          {conversations.map((c) => (
            <Card key={c.topic} variant="outlined" component="article" aria-label={c.topic}>
              <CardContent>
                <Typography component="h3" variant="overline">
                  {c.topic}
                </Typography>
                <Typography sx={{ fontWeight: 600, my: 1 }}>“{c.ask}”</Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.answer}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="cta" title={cta.title}>
        <Typography sx={{ mb: 3 }}>{cta.body}</Typography>
        <Button variant="contained" component={RouterLink} to={cta.link.to}>
          {cta.link.label}
        </Button>
      </Section>
    </main>
  );
}

export function PlatformPage({ page }: { page: PublicPageContent }) {
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

export function ComingSoonPage({ page }: { page: PublicPageContent }) {
  const content = COMING_SOON[page.path] ?? { heading: page.title, body: '' };
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={content.heading} lead={content.body}>
        <Typography variant="overline" component="p" sx={{ mt: 3, fontSize: 16 }}>
          Coming Soon
        </Typography>
      </Hero>
    </main>
  );
}

export function ContactPage({ page }: { page: PublicPageContent }) {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Hero title={CONTACT.heading} lead={CONTACT.body}>
        <Button variant="contained" size="large" href={mailto(SITE.email, SITE.contactSubject)} sx={{ mt: 4 }}>
          {CONTACT.button}
        </Button>
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {SITE.company}, {SITE.address.join(', ')}
        </Typography>
      </Hero>
    </main>
  );
}

export function CareersPage({ page }: { page: PublicPageContent }) {
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

export function LegalPage({ page }: { page: PublicPageContent }) {
  const content = LEGAL[page.path];
  if (!content) return null;
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Seo title={page.title} description={page.description} path={page.path} />
      <Section>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
          {content.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
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
