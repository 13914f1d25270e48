import { settingsApi } from '../../api/settingsApi';
import { EMAIL_DELIVERIES, EMAIL_DELIVERY_LABELS, EMAIL_KIND_LABELS, EMAIL_KINDS } from '../../shared/notifications/email';
import type { EmailDelivery, EmailKind } from '../../shared/notifications/email';
import { PlainRadioGroup, PlainText } from '../../ui/plainControls';

const DELIVERY_OPTIONS = EMAIL_DELIVERIES.map((value) => ({ value, label: EMAIL_DELIVERY_LABELS[value] }));
const GROUP_STYLE = { marginTop: 12 } as const;
const INTRO_STYLE = { marginTop: 16 } as const;

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
      <PlainText as="h3" variant="subtitle" id="email-notifications-label" style={INTRO_STYLE}>
        E-mail notifications
      </PlainText>
      {isLoading && <PlainText secondary>Loading your e-mail choices…</PlainText>}
      {isError && <PlainText secondary>Your e-mail choices could not be loaded.</PlainText>}
      {data && (
        <>
          <PlainText secondary>
            {data.enabled
              ? `An e-mail carries the notice's title and a link to it in the portal. A daily digest goes at ${hourText(data.digestHour)} (${data.timeZone}).`
              : 'E-mail is off in this portal (no mail server is set up): your choices are kept, and nothing is sent.'}
          </PlainText>
          <div aria-busy={saving}>
            {EMAIL_KINDS.map((kind) => (
              <div key={kind} style={GROUP_STYLE}>
                <PlainText id={`email-kind-${kind}`}>{EMAIL_KIND_LABELS[kind]}</PlainText>
                <PlainRadioGroup labelledBy={`email-kind-${kind}`} options={DELIVERY_OPTIONS} value={data.preferences[kind]} onChange={(delivery) => choose(kind, delivery)} />
              </div>
            ))}
          </div>
        </>
      )}
    </>
  );
}
