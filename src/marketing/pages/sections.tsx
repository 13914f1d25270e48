import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// The building blocks of every public page; each route's chunk carries the ones its page uses (ADR 0114).

export function Section({ id, title, children, tone = 'default' }: { id?: string; title?: string; children: ReactNode; tone?: 'default' | 'paper' }) {
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

export function Hero({ title, lead, eyebrow, children }: { title: string; lead: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <Section>
      {/* The eyebrow sits above the heading it introduces, large enough to read. */}
      {eyebrow && (
        <Typography variant="overline" component="p" color="textSecondary" sx={{ display: 'block', fontSize: { xs: 14, md: 16 }, fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.5, mb: 1.5 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography component="h1" variant="h2" sx={{ fontWeight: 800, fontSize: { xs: 38, md: 56 }, maxWidth: 900 }}>
        {title}
      </Typography>
      <Typography variant="h6" component="p" color="textSecondary" sx={{ mt: 2, maxWidth: 760, fontWeight: 400 }}>
        {lead}
      </Typography>
      {children}
    </Section>
  );
}
