import type { AppStartListening } from '../../app/types';
import { CATEGORY_TITLES, MAPPED_MESSAGES } from '../../lib/apiErrors';
import { toastRequested } from '../toasts/events';
import { chunkLoadFailed, deployedVersionChecked, reloadForNewVersionRequested } from './deploymentSlice';

export function addDeploymentListeners(startAppListening: AppStartListening): void {
  // A chunk failed: ask the server which build it has. Another build means the chunk was removed by a
  // deployment (say so, reload on request); the same build or no answer is a network failure (toast).
  startAppListening({
    predicate: (action, _state, original) => chunkLoadFailed.match(action) && original.deployment.status === 'current',
    effect: async (_action, api) => {
      const { deployment } = api.extra;
      const deployed = await deployment.fetchDeployedBuildId();
      const outdated = deployed !== null && deployed !== deployment.runningBuildId;
      api.dispatch(deployedVersionChecked({ outdated }));
      if (!outdated) api.dispatch(toastRequested({ type: 'error', title: CATEGORY_TITLES.network, message: MAPPED_MESSAGES.network }));
    },
  });

  startAppListening({
    actionCreator: reloadForNewVersionRequested,
    effect: (_action, api) => {
      api.extra.deployment.reload();
    },
  });
}
