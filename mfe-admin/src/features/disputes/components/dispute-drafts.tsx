import { useDraftFile, useDrafts } from '@portal/shared/api/drafts';
import { DraftList } from '@portal/shared/ui/draft-list';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useAdminTexts } from '../../../texts';
import ui from '@portal/shared/ui/ui.module.css';

/**
 * The drafts sent for approval before the published delivery (see docs/collaboration.md), as the
 * parties saw them: links, files to download, and the brand's answers with their reasons.
 */
export function DisputeDrafts({ applicationId }: { applicationId: number }) {
  const { t } = useAdminTexts();
  const drafts = useDrafts(applicationId);
  if (drafts.isPending) return <LoadingSkeleton label={t('disputes.draftsLoading')} rows={2} />;
  if (drafts.isError) {
    return (
      <LoadFailure message={t('disputes.draftsLoadFailed')} onRetry={() => void drafts.refetch()} />
    );
  }
  if (drafts.data.length === 0) return <p className={ui.muted}>{t('disputes.noDrafts')}</p>;
  return (
    <DraftList
      applicationId={applicationId}
      drafts={drafts.data}
      useFile={useDraftFile}
      headingLevel={5}
    />
  );
}
