import type { KeysetList } from '../data/keyset-pages';
import { Button } from './button';
import { useUiTexts } from './ui-messages';
import ui from './ui.module.css';

/** "Load more" under a keyset list while the server says another page follows. */
export function LoadMore({
  list,
}: {
  list: Pick<KeysetList<unknown>, 'hasMore' | 'isLoadingMore' | 'loadMore'>;
}) {
  const { t } = useUiTexts();
  if (!list.hasMore) return null;
  return (
    <div className={ui.loadMore}>
      <Button variant="secondary" onClick={list.loadMore} disabled={list.isLoadingMore}>
        {list.isLoadingMore ? t('loading') : t('loadMore')}
      </Button>
    </div>
  );
}
