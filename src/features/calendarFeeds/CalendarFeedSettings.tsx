import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { calendarFeedsApi } from '../../api/calendarFeedsApi';
import { config } from '../../config';
import { FEED_KINDS, FEED_NAMES } from '../../shared/calendarFeeds/schemas';
import { isoDate, longDay } from '../../shared/work/dates';
import type { CalendarFeed, FeedKind } from '../../shared/calendarFeeds/schemas';
import { LoadState } from '../../ui/LoadState';
import { toastRequested } from '../toasts/events';

const FEED_DESCRIPTIONS: Record<FeedKind, string> = {
  own: 'Your own requests: waiting, approved and cancelled, with their type and note.',
  team: 'When the people on your team are out (approved time off): their names and days only.',
  holidays: 'The company holidays.',
};

const LIST_STYLE = { display: 'grid', gap: 24, margin: 0, padding: 0, listStyle: 'none' } as const;
const ACTIONS_STYLE = { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 } as const;
const FIELD_STYLE = { marginTop: 8 } as const;

/** The feed's full address: its path under the API base, on this origin. */
const addressOf = (path: string) => new URL(`${config.apiBaseUrl.replace(/\/$/, '')}${path}`, globalThis.location.href).href;

/** The day an address was made, in the portal's one date format (ADR 0171). */
const since = (createdAt: string) => longDay(isoDate(new Date(createdAt)));

function FeedRow({ feed, address, onAddress }: { feed: CalendarFeed; address: string | null; onAddress: (address: string | null) => void }) {
  const dispatch = useAppDispatch();
  const [create, creating] = calendarFeedsApi.endpoints.createCalendarFeed.useMutation();
  const [revoke, revoking] = calendarFeedsApi.endpoints.revokeCalendarFeed.useMutation();
  const field = useRef<HTMLInputElement>(null);
  const name = FEED_NAMES[feed.kind];
  const id = `calendar-feed-${feed.kind}`;
  const busy = creating.isLoading || revoking.isLoading;

  const make = async () => {
    const made = await create(feed.kind);
    if ('data' in made && made.data) onAddress(addressOf(made.data.secretPath));
    // The answer leaves the store's mutation cache at once: the address lives in this section's state only.
    creating.reset();
  };
  const stop = async () => {
    const done = await revoke(feed.kind);
    if (!('error' in done)) onAddress(null);
  };
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      dispatch(toastRequested({ type: 'success', title: 'Address copied', message: `Paste it into your calendar app to subscribe to ${name}.` }));
    } catch {
      // No clipboard (a browser that refuses it): the address is selected, for the keyboard's copy.
      field.current?.select();
      dispatch(toastRequested({ type: 'info', title: 'Copy the selected address', message: 'This browser did not let the portal copy it. Press Ctrl+C (or Cmd+C) to copy it.' }));
    }
  };

  return (
    <li aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography color="textSecondary">{FEED_DESCRIPTIONS[feed.kind]}</Typography>
      <Typography id={`${id}-state`}>{feed.createdAt ? `On: the address made on ${since(feed.createdAt)} works.` : 'Off: there is no address.'}</Typography>
      {address ? (
        <TextField
          label={`Address of ${name}`}
          value={address}
          fullWidth
          size="small"
          style={FIELD_STYLE}
          inputRef={field}
          onFocus={(e) => e.target.select()}
          helperText="Copy it now: it is shown only this once. In your calendar app, add a calendar from this address (subscribe)."
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': `${id}-address` } }}
        />
      ) : null}
      <div style={ACTIONS_STYLE}>
        {address ? (
          <Button variant="contained" onClick={() => void copy()} aria-label={`Copy address of ${name}`}>
            Copy address
          </Button>
        ) : null}
        <Button variant="outlined" disabled={busy} onClick={() => void make()} aria-label={feed.createdAt ? `Make a new address for ${name} (the old one stops working)` : `Make an address for ${name}`}>
          {feed.createdAt ? 'Make a new address' : 'Make an address'}
        </Button>
        {feed.createdAt ? (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void stop()} aria-label={`Revoke address of ${name}`}>
            Revoke address
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Settings ▸ Calendar feeds (issue #48 §5): a secret address per feed, to subscribe to from Outlook, Google or Apple
 * Calendar. An address is shown once, when made (the service keeps only its hash); making a new one or revoking
 * stops the old one.
 */
export function CalendarFeedSettings() {
  const { data, isLoading, isError, error, refetch } = calendarFeedsApi.endpoints.getCalendarFeeds.useQuery();
  // The addresses made while this section is open, by kind: secrets, so kept here and never in the store.
  const [addresses, setAddresses] = useState<Partial<Record<FeedKind, string>>>({});
  const feeds = data ?? [];
  return (
    <LoadState loading={isLoading} failed={isError && !data} error={error} what="your calendar feeds" onRetry={() => void refetch()}>
      <ul style={LIST_STYLE} aria-label="Calendar feeds">
        {FEED_KINDS.map((kind) => {
          const feed = feeds.find((f) => f.kind === kind) ?? { kind, createdAt: null };
          const address = feed.createdAt ? (addresses[kind] ?? null) : null;
          return <FeedRow key={kind} feed={feed} address={address} onAddress={(value) => setAddresses((all) => ({ ...all, [kind]: value ?? undefined }))} />;
        })}
      </ul>
    </LoadState>
  );
}
