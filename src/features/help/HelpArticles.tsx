import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { filterArticles } from '../../lib/helpSearch';
import { EmptyState } from '../../ui/EmptyState';
import { HELP_ARTICLES } from './helpArticles';
import { helpQueryChanged, selectHelpQuery } from './helpSlice';
import { WRAP_ANYWHERE } from '../../ui/text';

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
              <ListItem key={a.id} divider>
                <ListItemText primary={a.title} secondary={a.description} sx={WRAP_ANYWHERE} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
