import { useDraftFile, useDrafts } from '@portal/shared/api/drafts';
import { DraftList } from '@portal/shared/ui/draft-list';
import { LoadedView } from '@portal/shared/ui/loaded-view';
import { useAdminTexts } from '../../../texts';
import ui from '@portal/shared/ui/ui.module.css';

/**
 * The drafts sent for approval before the published delivery (see docs/collaboration.md), as the
 * parties saw them: links, files to download, and the brand's answers with their reasons.
 */
export function DisputeDrafts({ applicationId }: { applicationId: number }) {
  const { t } = useAdminTexts();
  const drafts = useDrafts(applicationId);
  return (
    <LoadedView
      query={drafts}
      loading={t('disputes.draftsLoading')}
      loadFailed={t('disputes.draftsLoadFailed')}
      skeletonRows={2}
    >
      {(list) =>
        list.length === 0 ? (
          <p className={ui.muted}>{t('disputes.noDrafts')}</p>
        ) : (
          <DraftList
            applicationId={applicationId}
            drafts={list}
            useFile={useDraftFile}
            headingLevel={5}
          />
        )
      }
    </LoadedView>
  );
}
