import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Sign-in screen (completed by the sign-in issue). */
export default function LoginPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 420, width: '100%' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          Sign in to the Employee Portal
        </Typography>
        <Typography color="text.secondary">Use your work account to continue.</Typography>
      </Paper>
    </Box>
  );
}
