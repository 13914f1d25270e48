import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectLocation } from '../../features/router/routerSlice';
import { SECOND_CHAIR } from '../content/secondChair';
import { InfoCards } from '../pages/cards';
import { Hero, Section } from '../pages/sections';
import { Seo } from '../components/Seo';
import type { PublicPageProps } from '../content/pages';
import { MAIN_ID } from '../../ui/SkipLink';

/** `/second-chair`: the product page and its copy, a chunk of its own (ADR 0114). */
export default function SecondChairPage({ page }: PublicPageProps) {
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
              <Typography component="dt" color="textSecondary" sx={{ order: 1 }}>
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
