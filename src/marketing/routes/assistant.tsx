import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ASSISTANT } from '../content/assistant';
import { CardGrid } from '../pages/cards';
import { Hero, Section } from '../pages/sections';
import { Seo } from '../components/Seo';
import type { PublicPageProps } from '../content/pages';
import { MAIN_ID } from '../../ui/SkipLink';

/** `/assistant`: the product page and its copy, a chunk of its own (ADR 0114). */
export default function AssistantPage({ page }: PublicPageProps) {
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
                <Typography variant="body2" color="textSecondary">
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
