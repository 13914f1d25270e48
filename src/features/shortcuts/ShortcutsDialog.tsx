import Table from '@mui/material/Table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectHeader, shortcutsToggled } from '../header/headerSlice';
import { SHORTCUTS } from './shortcuts';

export function ShortcutsDialog() {
  const dispatch = useAppDispatch();
  const { shortcutsOpen } = useAppSelector(selectHeader);
  return (
    <Dialog open={shortcutsOpen} onClose={() => dispatch(shortcutsToggled(false))} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {SHORTCUTS.map((s) => (
              <TableRow key={s.keys}>
                <TableCell component="th" scope="row">
                  <Box component="kbd" sx={{ fontFamily: 'monospace' }}>
                    {s.keys}
                  </Box>
                </TableCell>
                <TableCell>{s.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ textAlign: 'right', mt: 2 }}>
          <Button onClick={() => dispatch(shortcutsToggled(false))}>Close</Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
