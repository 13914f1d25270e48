import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WRAP_ANYWHERE } from './text';

/** An honest "nothing here yet" panel. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 6, textAlign: 'center', bgcolor: 'background.paper' }}>
      <Typography color="textSecondary" sx={WRAP_ANYWHERE}>
        {text}
      </Typography>
    </Box>
  );
}
