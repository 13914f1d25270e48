import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { peopleApi } from '../../api/peopleApi';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { CardList, PersonCard } from './PersonCard';

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** Team Members (issue #26): the caller's direct reports as cards, with who is in and out today. */
export function TeamMembersView({ emptyText }: { emptyText: string }) {
  const team = peopleApi.endpoints.getTeam.useQuery();
  const members = team.data ?? [];
  const out = members.filter((m) => m.today.status === 'out').length;
  return (
    <LoadState loading={team.isLoading} failed={team.isError && team.data === undefined} error={team.error} what="your team" onRetry={() => void team.refetch()}>
      {members.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography color="textSecondary">
            {people(members.length)} · {out} out today
          </Typography>
          <CardList label="Team members">
            {members.map((m) => (
              <PersonCard key={m.id} person={m} />
            ))}
          </CardList>
        </Box>
      )}
    </LoadState>
  );
}
