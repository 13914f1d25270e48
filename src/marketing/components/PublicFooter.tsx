import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FOOTER_COLUMNS, SITE } from '../content/site';

export function PublicFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 3, md: 6 }, py: 5, bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: '2fr repeat(3, 1fr)' }, maxWidth: 1200, mx: 'auto' }}>
        <Box>
          <Typography sx={{ fontWeight: 800 }}>{SITE.name}</Typography>
          <Typography variant="body2" color="textSecondary">
            {SITE.company}
            <br />
            {SITE.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </Typography>
        </Box>
        {FOOTER_COLUMNS.map((column) => (
          <Box key={column.label} component="nav" aria-label={`${column.label} links`}>
            <Typography component="h2" variant="subtitle2" gutterBottom>
              {column.label}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {column.items.map((item) => (
                <li key={item.to}>
                  <Link component={RouterLink} to={item.to} variant="body2">
                    {item.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ textAlign: 'center', mt: 4 }}>
        {`© 2025 ${SITE.company.replace(/\.$/, '')}. Patents pending.`}
      </Typography>
    </Box>
  );
}
