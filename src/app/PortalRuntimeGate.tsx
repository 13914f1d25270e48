import { useState } from 'react';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyChunk } from '../features/deployment/lazyChunk';
import { useAppStore } from './hooks';
import type { AppStore } from './types';

/** A lazy route element that resolves once this store's portal runtime is in (a failed chunk offers a retry). */
function portalRuntimeFor(store: AppStore): ComponentType {
  return lazyChunk(() => store.portal.load().then(() => ({ default: Outlet })));
}

/**
 * Layout route of `/login`, `/logout`, `/redirect` and the portal: renders them once the portal runtime
 * (slices, RTK Query, listeners, persistence) has joined the store (ADR 0109); suspends until then, like
 * any lazy chunk. Public pages never reach it. One lazy component per mounted gate and store.
 */
export function PortalRuntimeGate() {
  const store = useAppStore();
  const [Ready] = useState(() => portalRuntimeFor(store));
  return <Ready />;
}
