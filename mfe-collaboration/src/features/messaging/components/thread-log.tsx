import { Fragment, useLayoutEffect, useRef } from 'react';
import type { KeysetList } from '@portal/shared/data/keyset-pages';
import { formatDateTime } from '@portal/shared/dates';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { MessageBubble } from './message-bubble';
import { useMessagingTexts } from '../texts';
import { showsTimestamp, type OutgoingMessage, type ThreadEntry } from './thread-entries';
import chatStyles from './chat.module.css';

/** Within this many pixels of an edge counts as being there. */
const EDGE_PX = 40;

export interface ThreadLogProps {
  entries: ThreadEntry[];
  /** The thread's pages: older ones load when the user scrolls to the top. */
  pages: Pick<KeysetList<unknown>, 'hasMore' | 'isLoadingMore' | 'loadMore'>;
  otherName: string;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (message: OutgoingMessage) => void;
}

interface ScrollState {
  height: number;
  top: number;
  atBottom: boolean;
  firstKey: string | undefined;
  lastKey: string | undefined;
}

/**
 * The messages oldest first with their timestamps (see docs/screens.md). It opens at the newest
 * message and follows new ones while the reader is at the bottom (or sent it); scrolling to the top
 * loads the page before, keeping the reader's place.
 */
export function ThreadLog({ entries, pages, otherName, onRetry, onDiscard }: ThreadLogProps) {
  const { t, language } = useMessagingTexts();
  const logRef = useRef<HTMLDivElement>(null);
  const scroll = useRef<ScrollState>({
    height: 0,
    top: 0,
    atBottom: true,
    firstKey: undefined,
    lastKey: undefined,
  });

  function remember(log: HTMLDivElement, keys: Pick<ScrollState, 'firstKey' | 'lastKey'>) {
    scroll.current = {
      ...keys,
      height: log.scrollHeight,
      top: log.scrollTop,
      atBottom: log.scrollHeight - log.scrollTop - log.clientHeight <= EDGE_PX,
    };
  }

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const before = scroll.current;
    const firstKey = entries[0]?.key;
    const last = entries[entries.length - 1];
    if (before.lastKey === undefined) {
      log.scrollTop = log.scrollHeight;
    } else if (firstKey !== before.firstKey && last?.key === before.lastKey) {
      log.scrollTop = before.top + (log.scrollHeight - before.height);
    } else if (last?.key !== before.lastKey && (before.atBottom || last?.mine)) {
      log.scrollTop = log.scrollHeight;
    }
    remember(log, { firstKey, lastKey: last?.key });
  }, [entries]);

  function onScroll() {
    const log = logRef.current;
    if (!log) return;
    remember(log, scroll.current);
    if (log.scrollTop <= EDGE_PX && pages.hasMore && !pages.isLoadingMore) pages.loadMore();
  }

  return (
    <div
      ref={logRef}
      className={chatStyles.threadLog}
      role="log"
      aria-label={t('thread.log', { name: otherName })}
      tabIndex={0}
      onScroll={onScroll}
    >
      {pages.hasMore && (
        <div className={chatStyles.threadOlder}>
          <Button variant="secondary" small onClick={pages.loadMore} disabled={pages.isLoadingMore}>
            {pages.isLoadingMore ? t('thread.loadingOlder') : t('thread.older')}
          </Button>
        </div>
      )}
      {entries.length === 0 ? (
        <EmptyState message={t('thread.empty')} />
      ) : (
        <ol className={chatStyles.threadEntries}>
          {entries.map((entry, index) => (
            <Fragment key={entry.key}>
              {showsTimestamp(entries, index) && (
                <li className={chatStyles.threadTime}>
                  <time dateTime={entry.timestamp}>
                    {formatDateTime(entry.timestamp, language)}
                  </time>
                </li>
              )}
              <MessageBubble
                entry={entry}
                otherName={otherName}
                onRetry={onRetry}
                onDiscard={onDiscard}
              />
            </Fragment>
          ))}
        </ol>
      )}
    </div>
  );
}
