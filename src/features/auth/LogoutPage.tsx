import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { FullScreenMessage } from '../../ui/FullScreenMessage';
import { logoutPageOpened } from './events';

export const SIGNING_OUT_TEXT = 'Signing you out...';

export default function LogoutPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(logoutPageOpened());
  }, [dispatch]);
  return <FullScreenMessage title={SIGNING_OUT_TEXT} busy />;
}
