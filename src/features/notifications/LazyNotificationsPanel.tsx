import { Suspense } from 'react';
import { lazyChunk } from '../deployment/lazyChunk';

const Panel = lazyChunk(() => import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })));

/**
 * The notifications panel, code-split: its chunk (drawer, tabs, virtual list) loads after the portal
 * layout has rendered, not with it. Same name as the panel, so the layout only changes its import.
 */
export function NotificationsPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
