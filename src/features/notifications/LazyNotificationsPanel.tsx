import { Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { whenIdleInTurn } from '../../lib/idleTurns';
import { lazyChunk } from '../deployment/lazyChunk';
import { selectNotificationsPanel } from './notificationsPanelSlice';

const Panel = lazyChunk(() => import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })));

/**
 * The notifications panel, code-split: its chunk (drawer, tabs, virtual list) loads after the portal layout has
 * rendered, not with it. It mounts once the browser is idle after the layout and the page views' preload (or at
 * the first open, if that comes first) and stays mounted, hidden while closed, so opening it is a show, not a
 * mount (ADR 0137). Same name as the panel, so the layout only changes its import.
 */
export function NotificationsPanel() {
  const { open } = useAppSelector(selectNotificationsPanel);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  // In turn after the portal's page views are preloaded (`whenIdleInTurn`): never while a page is arriving.
  useEffect(() => whenIdleInTurn(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
