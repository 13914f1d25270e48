import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Provider } from 'react-redux';
import { parseLog } from '../../features/replay/devtoolsFormat';
import type { ActionLog } from '../../features/replay/devtoolsFormat';
import { replayLog } from './replayer';
import { ReplayModeContext } from '../../features/replay/replayMode';
import { AppView } from '../AppView';
import type { AppStore } from '../types';
import { getQaRecorder } from './qaSession';

const PLAY_STEP_MS = 400;

/** A store the replayed views can read but not change: their dispatches (clicks, effects) are dropped. */
function readOnly(store: AppStore): AppStore {
  return { ...store, dispatch: ((action: unknown) => action) as AppStore['dispatch'] };
}

declare global {
  interface Window {
    __portalQaReplay?: { position: () => number; total: () => number; state: () => unknown };
  }
}

/**
 * QA tools: export the recorded session in the Redux DevTools format, and replay a log (play, pause,
 * step, seek) rendering the real UI from the replayed state with no side effects. The viewer's controls
 * are this page's own state: putting them in the store would change the session being recorded.
 */
export default function QaPage() {
  const recorder = getQaRecorder();
  const [log, setLog] = useState<ActionLog | null>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const total = log?.steps.length ?? 0;

  const replay = useMemo(() => (log ? replayLog(log, position) : null), [log, position]);
  const viewStore = useMemo(() => (replay ? readOnly(replay.store) : null), [replay]);

  const running = playing && position < total;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setPosition((p) => Math.min(p + 1, total)), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [running, total]);

  useEffect(() => {
    window.__portalQaReplay = { position: () => position, total: () => total, state: () => replay?.store.getState() };
  }, [position, total, replay]);

  const exportLog = () => {
    if (!recorder) return;
    const blob = new Blob([JSON.stringify(recorder.exportLiftedState())], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `portal-session-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    try {
      const parsed = parseLog(await file.text());
      setLog(parsed);
      setPosition(parsed.steps.length);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const current = log && position > 0 ? log.steps[position - 1]?.action.type : '(initial state)';

  return (
    <Box>
      <title>QA tools – Employee Portal</title>
      <Paper square elevation={3} sx={{ position: 'sticky', top: 0, zIndex: 2000, p: 2 }} component="section" aria-label="QA tools">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Typography component="h1" variant="h6">
            QA replay
          </Typography>
          <Button variant="outlined" onClick={exportLog} disabled={!recorder}>
            Export log ({recorder?.count() ?? 0} actions)
          </Button>
          <Button variant="outlined" component="label">
            Load a log
            <input hidden type="file" accept="application/json,.json" aria-label="Load a log" onChange={(e) => void load(e.target.files?.[0])} />
          </Button>
          {log && (
            <>
              <Button variant="contained" onClick={() => setPlaying(!running)} disabled={position >= total}>
                {running ? 'Pause' : 'Play'}
              </Button>
              <Button variant="outlined" onClick={() => setPosition((p) => Math.min(p + 1, total))} disabled={position >= total}>
                Step
              </Button>
              <Slider
                aria-label="Seek"
                min={0}
                max={total}
                value={position}
                onChange={(_e, value) => {
                  setPlaying(false);
                  setPosition(value);
                }}
                sx={{ flex: 1, minWidth: 160 }}
              />
              <Typography role="status" sx={{ whiteSpace: 'nowrap' }}>
                {position} / {total}: {current}
              </Typography>
            </>
          )}
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        {replay && replay.failures.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {replay.failures.length} action(s) could not be replayed: {replay.failures.map((f) => f.type).join(', ')}
          </Alert>
        )}
      </Paper>
      {viewStore && (
        <Box data-testid="replay-view">
          <ReplayModeContext.Provider value={true}>
            <Provider store={viewStore}>
              <AppView />
            </Provider>
          </ReplayModeContext.Provider>
        </Box>
      )}
    </Box>
  );
}
