import { EmptyState } from '../../ui/EmptyState';
import { pageDef, PageFrame } from '../components/PageFrame';

/** A page with nothing to show yet (no `view` in the navigation model): its frame and an honest empty state. */
export function GenericPage({ pageId }: { pageId: string }) {
  const page = pageDef(pageId);
  return (
    <PageFrame page={page}>
      <EmptyState text={page.emptyState} />
    </PageFrame>
  );
}
