import { useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { AppView } from '../AppView';
import { makeReplayStore, readLog } from './replay';
import type { ActionLog, ReplayStore } from './replay';

const PLAY_STEP_MS = 400;
const REPLAY_VIEW_ID = 'qa-replay-view';

/**
 * The replayed app's dialogs, menus and drawers stay inside the replay area and leave the viewer's controls
 * alone (issue #27 §9): they mount in the area (so only the replayed app is hidden from screen readers while
 * one is open), never take or hold focus, and do not lock the page's scroll. The area is a containing block
 * for fixed positioning, so a replayed backdrop covers the replayed app only, not the toolbar.
 */
function containReplayedModals(theme: Theme): Theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiModal: {
        ...theme.components?.MuiModal,
        defaultProps: {
          ...theme.components?.MuiModal?.defaultProps,
          container: () => document.getElementById(REPLAY_VIEW_ID),
          disableEnforceFocus: true,
          disableAutoFocus: true,
          disableRestoreFocus: true,
          disableScrollLock: true,
        },
      },
      // Menus and popovers name their own container (the anchor's document body) unless given one.
      MuiPopover: {
        ...theme.components?.MuiPopover,
        defaultProps: { ...theme.components?.MuiPopover?.defaultProps, container: () => document.getElementById(REPLAY_VIEW_ID), disableScrollLock: true },
      },
    },
  };
}

declare global {
  interface Window {
    __portalQaReplay?: { position: () => number; total: () => number; state: () => unknown };
  }
}

/**
 * The replay viewer (`/__qa` loaded fresh, outside any session): load a log, then play, pause, step or
 * seek; the real UI renders the replayed state (DevTools' lifted store, changes locked) with no side
 * effects. The controls are this page's own state: the replayed store must stay as recorded.
 */
export default function QaViewer() {
  const [replay, setReplay] = useState<{ log: ActionLog; store: ReplayStore } | null>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const log = replay?.log ?? null;
  const total = replay?.store.total ?? 0;

  useEffect(() => {
    replay?.store.jumpTo(position);
  }, [replay, position]);

  const running = playing && position < total;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setPosition((p) => Math.min(p + 1, total)), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [running, total]);

  useEffect(() => {
    window.__portalQaReplay = { position: () => position, total: () => total, state: () => replay?.store.store.getState() };
  }, [position, total, replay]);

  const load = async (file: File | undefined) => {
    if (!file) return;
    try {
      const parsed = readLog(await file.text());
      setReplay({ log: parsed, store: makeReplayStore(parsed) });
      setPosition(parsed.steps.length);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  // The replayed app moves focus as it did when recorded (a new page focuses its heading). Focus goes into the
  // replay area only when the person moves it there (a click in it, Tab); otherwise it stays on the viewer's
  // control that had it, so Seek, the arrow keys and Home keep working at every step (issue #27 §9).
  const personMovesFocus = useRef(false);
  // A click or Tab moves focus in the same task; the mark is gone by the next one.
  const markPersonMovingFocus = () => {
    personMovesFocus.current = true;
    setTimeout(() => (personMovesFocus.current = false), 0);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') markPersonMovingFocus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);
  const keepFocusOutside = (event: FocusEvent) => {
    const from = event.relatedTarget;
    const moved = personMovesFocus.current;
    personMovesFocus.current = false;
    if (!moved && from instanceof HTMLElement && !event.currentTarget.contains(from)) from.focus();
  };

  const current = log && position > 0 ? log.steps[position - 1]?.action.type : '(initial state)';

  return (
    <Box>
      <title>QA replay – Employee Portal</title>
      <Paper square variant="outlined" sx={{ p: 2, height: 96, boxSizing: 'border-box', overflow: 'auto' }} component="section" aria-label="QA tools">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Typography component="h1" variant="h6">
            QA replay
          </Typography>
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
        {replay && replay.store.failures.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {replay.store.failures.length} action(s) could not be replayed: {replay.store.failures.map((f) => f.type).join(', ')}
          </Alert>
        )}
      </Paper>
      {replay && (
        <Box
          data-testid="replay-view"
          id={REPLAY_VIEW_ID}
          onPointerDownCapture={markPersonMovingFocus}
          onFocusCapture={keepFocusOutside}
          sx={{ position: 'relative', transform: 'translateZ(0)', minHeight: 'calc(100vh - 96px)' }}
        >
          <Provider store={replay.store.store}>
            <AppView adjustTheme={containReplayedModals} />
          </Provider>
        </Box>
      )}
    </Box>
  );
}
