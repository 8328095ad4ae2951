import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useBrandMessages } from '../messages';

// The one Messages feature of shared (design §1), fetched only when /messages opens.
const MessagesScreen = lazy(() => import('@portal/shared/messages/messages-screen'));

/** /messages (spec §2 Messages). */
export default function MessagesPage() {
  const { t } = useBrandMessages();
  return (
    <Suspense fallback={<LoadingSkeleton label={t('messages.loading')} />}>
      <MessagesScreen />
    </Suspense>
  );
}
