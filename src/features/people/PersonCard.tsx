import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TeamMember, Today } from '../../shared/people/schemas';
import { dayWithWeekday } from '../../shared/work/dates';
import { PersonAvatar } from '../../ui/PersonAvatar';
import { WRAP_ANYWHERE } from '../../ui/text';

/** "In today", or "Out today · back Mon 30 Nov" (the kind of time off is the person's own business). */
export function todayLabel(today: Today): string {
  return today.status === 'in' ? 'In today' : `Out today · back ${dayWithWeekday(today.backOn)}`;
}

/** The status chip: the words carry the meaning, the border colour repeats it (text keeps the body colour for contrast). */
function TodayChip({ today }: { today: Today }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={today.status === 'in' ? 'success' : 'warning'}
      label={todayLabel(today)}
      sx={{ color: 'text.primary', borderWidth: 2, height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}

/** First and last word of a name, for the initials ("Olivia Chen" → OC, "Cher" → C). */
function nameParts(name: string): [string, string] {
  const words = name.trim().split(/\s+/);
  return [words[0] ?? '', words.length > 1 ? (words[words.length - 1] ?? '') : ''];
}

/** A phone number as a tel: link target: digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One person as a card: initials avatar, name, job title, department and location, today's status, and the
 * e-mail and phone as links. A list item of the page's card list; its name is the card's heading. Every text is
 * the API's (hostile text wraps inside the card, ADR 0093). `extra` adds lines (the directory's manager, hire date).
 */
export function PersonCard({ person, extra }: { person: TeamMember; extra?: ReactNode }) {
  const [first, last] = nameParts(person.name);
  const place = [person.department, person.location].filter((v) => v !== '').join(' · ');
  const headingId = `person-${person.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <PersonAvatar firstName={first} lastName={last} photo={undefined} size={44} fontSize={18} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, ...WRAP_ANYWHERE }}>
            {person.name}
          </Typography>
          {person.jobTitle && (
            <Typography variant="body2" color="textSecondary" sx={WRAP_ANYWHERE}>
              {person.jobTitle}
            </Typography>
          )}
        </Box>
      </Box>
      {place && (
        <Typography variant="body2" sx={WRAP_ANYWHERE}>
          {place}
        </Typography>
      )}
      <Box>
        <TodayChip today={person.today} />
      </Box>
      {extra}
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        {person.email && (
          <Link href={`mailto:${person.email}`} variant="body2" sx={WRAP_ANYWHERE} aria-label={`E-mail ${person.name}: ${person.email}`}>
            {person.email}
          </Link>
        )}
        {person.phone && (
          <Link href={telHref(person.phone)} variant="body2" sx={WRAP_ANYWHERE} aria-label={`Call ${person.name}: ${person.phone}`}>
            {person.phone}
          </Link>
        )}
      </Box>
    </Paper>
  );
}

/** The card list: one column on a phone, a grid from tablet width up. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}
