import Alert from '@mui/material/Alert';
import { useAppSelector } from '../../app/hooks';
import { PROVIDER_UNAVAILABLE_TEXT } from '../../services/providerErrors';
import { selectProviderUnavailable } from './authSlice';

/**
 * A quiet line above the page while this tab runs on cached tokens because the identity provider did not
 * answer at start (issue #27 §3). A status, not an alert: nothing the person must act on now.
 */
export function ProviderUnavailableBanner() {
  const unavailable = useAppSelector(selectProviderUnavailable);
  if (!unavailable) return null;
  return (
    <Alert severity="info" role="status" variant="outlined" sx={{ borderRadius: 0, borderWidth: '0 0 1px 0' }}>
      {PROVIDER_UNAVAILABLE_TEXT}
    </Alert>
  );
}
