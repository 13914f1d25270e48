import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A page's honest empty state: a dashed box with one sentence. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 6, textAlign: 'center', bgcolor: 'background.paper' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
