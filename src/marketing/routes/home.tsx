import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ENGINES, HOME } from '../content/home';
import { CardGrid, InfoCards } from '../pages/cards';
import { Hero, Section } from '../pages/sections';
import { Seo } from '../components/Seo';
import type { PublicPageProps } from '../content/pages';
import { MAIN_ID } from '../../ui/SkipLink';

/** `/`: the landing page and its copy, a chunk of its own (ADR 0114). */
export default function LandingPage({ page }: PublicPageProps) {
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
          <Typography id="demo-caption" component="figcaption" variant="body2" color="textSecondary" sx={{ mt: 1 }}>
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
                <Typography color="textSecondary" sx={{ mb: 2 }}>
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
