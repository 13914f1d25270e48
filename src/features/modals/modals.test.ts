import { makeStore } from '../../app/store';
import { navigated } from '../router/routerSlice';
import { modalRequested } from './events';
import { allModalsClosed, modalActionClicked, modalCancelClicked, modalClosed, modalConfirmClicked, modalDismissed } from './events';

describe('modal stack', () => {
  it('opens on top, closes by id or the newest, and close-all clears', () => {
    const store = makeStore();
    store.dispatch(modalRequested({ id: 'a', type: 'alert', message: 'A' }));
    store.dispatch(modalRequested({ id: 'b', type: 'alert', message: 'B' }));
    store.dispatch(modalRequested({ id: 'c', type: 'alert', message: 'C' }));
    expect(store.getState().modals.stack.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(store.getState().modals.stack[0]!.size).toBe('md');
    store.dispatch(modalClosed('a'));
    expect(store.getState().modals.stack.map((m) => m.id)).toEqual(['b', 'c']);
    store.dispatch(modalClosed());
    expect(store.getState().modals.stack.map((m) => m.id)).toEqual(['b']);
    store.dispatch(allModalsClosed());
    expect(store.getState().modals.stack).toEqual([]);
  });

  it('confirm dispatches the stored onConfirm; cancel the stored onCancel', () => {
    const store = makeStore();
    store.dispatch(modalRequested({ id: 'x', type: 'confirmation', message: 'Sure?', isDestructive: true, onConfirm: navigated('/help'), onCancel: navigated('/home') }));
    store.dispatch(modalConfirmClicked({ id: 'x' }));
    expect(store.getState().router.location.pathname).toBe('/help');
    expect(store.getState().modals.stack).toEqual([]);
    store.dispatch(modalRequested({ id: 'y', type: 'confirmation', message: 'Sure?', onConfirm: navigated('/help'), onCancel: navigated('/home') }));
    store.dispatch(modalCancelClicked({ id: 'y' }));
    expect(store.getState().router.location.pathname).toBe('/home');
  });

  it('Escape closes; an overlay click is ignored when closeOnOverlayClick is false', () => {
    const store = makeStore();
    store.dispatch(modalRequested({ id: 'm', type: 'alert', message: 'Hi', closeOnOverlayClick: false }));
    store.dispatch(modalDismissed({ id: 'm', reason: 'backdropClick' }));
    expect(store.getState().modals.stack).toHaveLength(1);
    store.dispatch(modalDismissed({ id: 'm', reason: 'escapeKeyDown' }));
    expect(store.getState().modals.stack).toHaveLength(0);
    store.dispatch(modalRequested({ id: 'n', type: 'alert', message: 'Hi' }));
    store.dispatch(modalDismissed({ id: 'n', reason: 'backdropClick' }));
    expect(store.getState().modals.stack).toHaveLength(0);
  });

  it('custom actions dispatch their stored onClick, unless disabled or loading', () => {
    const store = makeStore();
    store.dispatch(
      modalRequested({
        id: 'c',
        type: 'custom',
        content: { key: 'text', props: { text: 'Body' } },
        primaryAction: { label: 'Go', onClick: navigated('/help') },
        secondaryAction: { label: 'Later', onClick: navigated('/home'), disabled: true },
      }),
    );
    store.dispatch(modalActionClicked({ id: 'c', which: 'secondary' }));
    expect(store.getState().router.location.pathname).toBe('/');
    store.dispatch(modalActionClicked({ id: 'c', which: 'primary' }));
    expect(store.getState().router.location.pathname).toBe('/help');
    expect(JSON.parse(JSON.stringify(store.getState().modals))).toEqual(store.getState().modals);
  });
});
