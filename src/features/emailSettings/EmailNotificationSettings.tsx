import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { settingsApi } from '../../api/settingsApi';
import { EMAIL_DELIVERIES, EMAIL_DELIVERY_LABELS, EMAIL_KIND_LABELS, EMAIL_KINDS } from '../../shared/notifications/email';
import type { EmailDelivery, EmailKind } from '../../shared/notifications/email';
import { RadioChoices } from '../../ui/RadioChoices';

const DELIVERY_OPTIONS = EMAIL_DELIVERIES.map((value) => ({ value, label: EMAIL_DELIVERY_LABELS[value] }));

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Settings ▸ Notifications ▸ E-mail (issue #48 §1): per kind of notice, in the app only, an e-mail at once, or a
 * daily digest, kept by the service (a choice is saved as it is made). Says when the service sends no e-mail.
 */
export function EmailNotificationSettings() {
  const { data, isLoading, isError } = settingsApi.endpoints.getEmailSettings.useQuery();
  const [update, { isLoading: saving }] = settingsApi.endpoints.updateEmailSettings.useMutation();
  const choose = (kind: EmailKind, delivery: EmailDelivery) => {
    if (!data) return;
    void update({ ...data.preferences, [kind]: delivery });
  };
  return (
    <>
      <Typography id="email-notifications-label" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        E-mail notifications
      </Typography>
      {isLoading && <Typography color="textSecondary">Loading your e-mail choices…</Typography>}
      {isError && <Typography color="textSecondary">Your e-mail choices could not be loaded.</Typography>}
      {data && (
        <>
          <Typography color="textSecondary">
            {data.enabled
              ? `An e-mail carries the notice's title and a link to it in the portal. A daily digest goes at ${hourText(data.digestHour)} (${data.timeZone}).`
              : 'E-mail is off in this portal (no mail server is set up): your choices are kept, and nothing is sent.'}
          </Typography>
          <div aria-busy={saving}>
            {EMAIL_KINDS.map((kind) => (
              <Box key={kind} sx={{ mt: 1.5 }}>
                <Typography id={`email-kind-${kind}`}>{EMAIL_KIND_LABELS[kind]}</Typography>
                <RadioChoices labelledBy={`email-kind-${kind}`} options={DELIVERY_OPTIONS} value={data.preferences[kind]} onChange={(delivery) => choose(kind, delivery)} />
              </Box>
            ))}
          </div>
        </>
      )}
    </>
  );
}
