import { useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../hooks';
import { downloadLog } from './logFile';
import { DEVTOOLS_ADDRESS_KEY, devToolsAddress, devToolsExtensionPresent } from './qaSession';
import { devToolsBlocked } from './devToolsBlocked';
import type { Recorder } from './replay';

const DEFAULT_DEVTOOLS = 'localhost:8765';

/**
 * The recorder panel (QA mode only): how many actions this session has recorded, Export log (a Redux
 * DevTools log named with the date and route), Load a log (the replay viewer, in a new tab so this
 * session keeps recording) and the Redux DevTools this app is connected to.
 */
export default function QaToolsDialog({ recorder, onClose }: { recorder: Recorder; onClose: () => void }) {
  const count = useSyncExternalStore(recorder.subscribe, recorder.count);
  const pathname = useAppSelector((state) => state.router.location.pathname);
  const remote = devToolsAddress();
  const blocked = useSyncExternalStore(devToolsBlocked.subscribe, devToolsBlocked.source);
  const connectRemote = () => {
    localStorage.setItem(DEVTOOLS_ADDRESS_KEY, DEFAULT_DEVTOOLS);
    window.location.reload();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="qa-tools-title" maxWidth="sm" fullWidth>
      <DialogTitle id="qa-tools-title">QA tools</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography role="status">{count} actions recorded since this page loaded.</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => downloadLog(recorder, pathname)}>
              Export log
            </Button>
            <Button variant="outlined" component="a" href="/__qa" target="_blank" rel="noopener">
              Load a log
            </Button>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            Load a log opens the replay viewer in a new tab; this session keeps recording.
          </Typography>
          {devToolsExtensionPresent() ? (
            <Typography variant="body2">Redux DevTools: the browser extension is connected (its Import and Export read and write the same logs).</Typography>
          ) : remote && blocked ? (
            <Typography variant="body2" role="alert">
              Redux DevTools: not connected. This page&apos;s Content-Security-Policy blocks <code>{blocked}</code> (<code>connect-src</code>). Serve the
              build with <code>CSP_EXTRA_CONNECT_SRC={blocked}</code> (for example <code>CSP_EXTRA_CONNECT_SRC={blocked} npm run serve</code>), then reload.
            </Typography>
          ) : remote ? (
            <Typography variant="body2">
              Redux DevTools: connected to{' '}
              <Link href={`http://${remote.hostname}:${remote.port}/`} target="_blank" rel="noopener">
                the DevTools UI at {remote.hostname}:{remote.port}
              </Link>{' '}
              (<code>npm run devtools</code>).
            </Typography>
          ) : (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2">
                No Redux DevTools extension. Run <code>npm run devtools</code>, then connect (the page reloads and a new recording starts).
              </Typography>
              <Button variant="outlined" onClick={connectRemote}>
                Connect to the DevTools UI ({DEFAULT_DEVTOOLS})
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
