import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

// Card grids of the product pages: in the chunks of the routes that show cards only (ADR 0114).

export function CardGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))` }}>{children}</Box>;
}

/** A grid of small cards, each a heading and a sentence. */
export function InfoCards({ items }: { items: readonly { title: string; body: string }[] }) {
  return (
    <CardGrid min={200}>
      {items.map((item) => (
        <Card key={item.title} variant="outlined" component="article">
          <CardContent>
            <Typography component="h3" variant="h6" gutterBottom>
              {item.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {item.body}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
