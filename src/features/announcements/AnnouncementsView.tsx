import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import PushPin from '@mui/icons-material/PushPin';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { announcementsApi } from '../../api/announcementsApi';
import { ROLES_CREATE_ANNOUNCEMENT } from '../../shared/contract/roles';
import { BODY_MAX, TITLE_MAX } from '../../shared/announcements/schemas';
import type { Announcement } from '../../shared/announcements/schemas';
import { isoDate, longDay } from '../../shared/work/dates';
import { hasAnyRole } from '../../shared/roles';
import { LoadState } from '../../ui/LoadState';
import { WRAP_ANYWHERE } from '../../ui/text';
import { selectNavRoles } from '../auth/signedInSelectors';
import { modalRegistry } from '../modals/ModalHost';
import {
  ANNOUNCEMENT_MODAL_ID,
  announcementFieldChanged,
  editAnnouncementClicked,
  expireClicked,
  newAnnouncementClicked,
  pinToggled,
  selectAnnouncementErrors,
  selectAnnouncementForm,
} from './announcementsSlice';

/** The editor's form, shown as the custom modal's content; errors under each field (spec §5). */
function AnnouncementForm() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectAnnouncementForm);
  const errors = useAppSelector(selectAnnouncementErrors);
  return (
    <Box component="form" noValidate aria-label="Announcement" sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <TextField
        label="Title"
        value={form.title}
        onChange={(e) => dispatch(announcementFieldChanged({ field: 'title', value: e.target.value }))}
        error={!!errors.title}
        helperText={errors.title ?? `Up to ${TITLE_MAX} characters.`}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        required
      />
      <TextField
        label="Text"
        value={form.body}
        onChange={(e) => dispatch(announcementFieldChanged({ field: 'body', value: e.target.value }))}
        error={!!errors.body}
        helperText={errors.body ?? `${form.body.length} of ${BODY_MAX} characters.`}
        slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
        multiline
        minRows={4}
        required
      />
      <TextField
        type="date"
        label="Last day to show it"
        value={form.expiresOn}
        onChange={(e) => dispatch(announcementFieldChanged({ field: 'expiresOn', value: e.target.value }))}
        error={!!errors.expiresOn}
        helperText={errors.expiresOn ?? 'Leave empty to show it until you take it down.'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel control={<Checkbox checked={form.pinned} onChange={(e) => dispatch(announcementFieldChanged({ field: 'pinned', value: e.target.checked }))} />} label="Pin it to the top" />
    </Box>
  );
}

modalRegistry[ANNOUNCEMENT_MODAL_ID] = AnnouncementForm;

const postedOn = (a: Announcement) => longDay(isoDate(new Date(a.createdAt)));

/** One announcement: title, pinned mark, text, who and when; an editor's Edit, Pin and Take down. */
function AnnouncementItem({ announcement: a, editor }: { announcement: Announcement; editor: boolean }) {
  const dispatch = useAppDispatch();
  const headingId = `announcement-${a.id}`;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 }, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, ...WRAP_ANYWHERE }}>
          {a.title}
        </Typography>
        {a.pinned && <Chip size="small" icon={<PushPin aria-hidden />} label="Pinned" variant="outlined" />}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', ...WRAP_ANYWHERE }}>
        {a.body}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {a.author}, {postedOn(a)}
        {a.expiresOn ? ` · until ${longDay(a.expiresOn)}` : ''}
      </Typography>
      {editor && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => dispatch(editAnnouncementClicked(a))} aria-label={`Edit "${a.title}"`}>
            Edit
          </Button>
          <Button size="small" onClick={() => dispatch(pinToggled(a))} aria-label={`${a.pinned ? 'Unpin' : 'Pin'} "${a.title}"`}>
            {a.pinned ? 'Unpin' : 'Pin'}
          </Button>
          {/* The confirmation says it is destructive; the button keeps the readable link colour (red text on the dark
              paper is 3.97:1, under AA). */}
          <Button size="small" onClick={() => dispatch(expireClicked(a))} aria-label={`Take down "${a.title}"`}>
            Take down
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The announcements showing today, pinned first; HR and DevOps also post, edit, pin and take them down. */
export function AnnouncementsView({ limit }: { limit?: number }) {
  const dispatch = useAppDispatch();
  const roles = useAppSelector(selectNavRoles);
  const editor = hasAnyRole(roles, ROLES_CREATE_ANNOUNCEMENT);
  const announcements = announcementsApi.endpoints.getAnnouncements.useQuery();
  const shown = limit === undefined ? (announcements.data ?? []) : (announcements.data ?? []).slice(0, limit);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {editor && (
        <Box>
          <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => dispatch(newAnnouncementClicked())}>
            New announcement
          </Button>
        </Box>
      )}
      <LoadState loading={announcements.isLoading} failed={announcements.isError && announcements.data === undefined} error={announcements.error} what="announcements" onRetry={() => void announcements.refetch()}>
        {shown.length === 0 ? (
          <Typography color="textSecondary">No announcements yet.</Typography>
        ) : (
          <Box component="ul" aria-label="Announcements" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((a) => (
              <AnnouncementItem key={a.id} announcement={a} editor={editor} />
            ))}
          </Box>
        )}
      </LoadState>
    </Box>
  );
}
