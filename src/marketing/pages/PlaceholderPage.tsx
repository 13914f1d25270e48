import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicPageContent } from '../content/pages';

export function PlaceholderPage({ page }: { page: PublicPageContent }) {
  return (
    <Box component="main" sx={{ p: 4 }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {page.title}
      </Typography>
      <Typography>{page.description}</Typography>
    </Box>
  );
}
