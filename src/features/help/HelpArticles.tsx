import Chip from '@mui/material/Chip';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { filterArticles } from '../../lib/helpSearch';
import { EmptyState } from '../../ui/EmptyState';
import { HELP_ARTICLES } from './articleContent';
import { helpQueryChanged, selectHelpQuery } from './helpSlice';
import { WRAP_ANYWHERE } from '../../ui/text';
import { longDay } from '../../shared/work/dates';

const CATEGORY_LABELS: Record<string, string> = { basics: 'Basics', employee: 'Employee', timecard: 'Timecard', settings: 'Settings' };

/** The help page's article search and the matching articles (or the page's empty state). */
export function HelpArticles({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const helpQuery = useAppSelector(selectHelpQuery);
  const articles = filterArticles(HELP_ARTICLES, helpQuery);
  return (
    <>
      <InputBase
        value={helpQuery}
        onChange={(e) => dispatch(helpQueryChanged(e.target.value))}
        placeholder="Search help articles"
        inputProps={{ 'aria-label': 'Search help articles', type: 'search' }}
        sx={{ width: '100%', maxWidth: 480, mb: 2, px: 1.5, py: 0.75, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      />
      {articles.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <Paper variant="outlined">
          <List aria-label="Help articles">
            {articles.map((a) => (
              // Each article is shown whole (title, description, category, last updated): nothing here pretends to be a link.
              <ListItem key={a.id} divider component="li">
                <ListItemText
                  sx={WRAP_ANYWHERE}
                  primary={
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {a.title}
                    </Typography>
                  }
                  secondary={
                    <Stack component="span" spacing={0.5} sx={{ display: 'flex' }}>
                      <Typography component="span" variant="body2" color="textSecondary">
                        {a.description}
                      </Typography>
                      <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Chip component="span" size="small" variant="outlined" label={CATEGORY_LABELS[a.category] ?? a.category} />
                        <Typography component="span" variant="caption" color="textSecondary">
                          Last updated <time dateTime={a.lastUpdated}>{longDay(a.lastUpdated)}</time>
                        </Typography>
                      </Stack>
                    </Stack>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
