import type { AppStartListening } from '../../app/types';
import { navDrawerToggled, sidebarExpanded, subMenuOpened, SUBMENU_OPEN_DELAY_MS } from './sidebarSlice';
import { collapsedParentClicked } from './events';

export function addSidebarListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: collapsedParentClicked,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      api.dispatch(action.payload.inDrawer === true ? navDrawerToggled(true) : sidebarExpanded());
      await api.delay(SUBMENU_OPEN_DELAY_MS);
      api.dispatch(subMenuOpened(action.payload.id));
    },
  });
}
