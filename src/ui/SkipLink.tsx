import Box from '@mui/material/Box';

export const MAIN_ID = 'main';

/**
 * "Skip to main content": the first focusable element of every page, hidden until it has the keyboard focus.
 * It moves the focus to the page's `<main id="main">` (which takes focus programmatically, tabIndex -1).
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        boxShadow: 6,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
