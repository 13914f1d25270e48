import Typography from '@mui/material/Typography';

export function SimplePage({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </>
  );
}
