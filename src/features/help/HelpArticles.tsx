import InputBase from '@mui/material/InputBase';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { filterArticles } from '../../lib/helpSearch';
import { EmptyState } from '../../ui/EmptyState';
import { HELP_ARTICLES } from './articleContent';
import { helpQueryChanged, selectHelpQuery } from './helpSlice';
import { PlainChip, PlainDividedItem, PlainList, PlainPaper, PlainText } from '../../ui/plainControls';
import { WRAP_ANYWHERE } from '../../ui/text';
import { longDay } from '../../shared/work/dates';

const CATEGORY_LABELS: Record<string, string> = { basics: 'Basics', employee: 'Employee', timecard: 'Timecard', settings: 'Settings' };

// The articles are plain elements (ADR 0156), drawn as the outlined Paper, List, ListItem (divider), ListItemText,
// Stack and small outlined Chip they replace: the page mounts every article on each visit and each keystroke of
// its search renders the list again.
const LIST_STYLE = { paddingBlock: 8 } as const;
const ITEM_STYLE = { display: 'flex', alignItems: 'center', padding: '8px 16px' } as const;
const TEXT_STYLE = { ...WRAP_ANYWHERE, flex: '1 1 auto', margin: '6px 0' } as const;
const SECONDARY_STYLE = { display: 'flex', flexDirection: 'column', gap: 4 } as const;
const ROW_STYLE = { display: 'flex', alignItems: 'center', gap: 8 } as const;

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
        <PlainPaper>
          <PlainList aria-label="Help articles" style={LIST_STYLE}>
            {articles.map((a) => (
              // Each article is shown whole (title, description, category, last updated): nothing here pretends to be a link.
              <PlainDividedItem key={a.id} style={ITEM_STYLE}>
                <div style={TEXT_STYLE}>
                  <PlainText as="h2" variant="subtitle">
                    {a.title}
                  </PlainText>
                  <span style={SECONDARY_STYLE}>
                    <PlainText as="span" variant="body2" secondary>
                      {a.description}
                    </PlainText>
                    <span style={ROW_STYLE}>
                      <PlainChip label={CATEGORY_LABELS[a.category] ?? a.category} />
                      <PlainText as="span" variant="caption" secondary>
                        Last updated <time dateTime={a.lastUpdated}>{longDay(a.lastUpdated)}</time>
                      </PlainText>
                    </span>
                  </span>
                </div>
              </PlainDividedItem>
            ))}
          </PlainList>
        </PlainPaper>
      )}
    </>
  );
}
