import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { headerGradientStops } from '../../lib/colorRamp';

/** Spec §9: themed card headers use a three-stop gradient of the primary colour; cards at least 400 px tall. */
export function ThemedCard({ id, title, icon, children, minHeight = 400 }: { id?: string; title: string; icon?: ReactNode; children: ReactNode; minHeight?: number }) {
  return (
    <Paper id={id} component="section" aria-labelledby={id ? `${id}-title` : undefined} variant="outlined" sx={{ minHeight, display: 'flex', flexDirection: 'column', overflow: 'hidden', scrollMarginTop: '5rem' }}>
      <Box
        sx={(theme) => {
          const [from, middle, to] = headerGradientStops(theme.palette.primary.main);
          return {
            px: 2,
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: '#fff',
            backgroundColor: middle,
            backgroundImage: `linear-gradient(135deg, ${from} 0%, ${middle} 50%, ${to} 100%)`,
          };
        }}
      >
        {icon}
        <Typography id={id ? `${id}-title` : undefined} component="h2" variant="h6">
          {title}
        </Typography>
      </Box>
      <Box sx={{ p: 2, flex: 1 }}>{children}</Box>
    </Paper>
  );
}
