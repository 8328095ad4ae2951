import { useId } from 'react';
import { useCampaigns, useDeleteCampaign } from '@portal/shared/api/campaigns';
import { useAuthStore } from '@portal/shared/auth-store';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { CampaignCardList } from '@portal/shared/ui/campaign-card';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { useBrandTexts } from '../../../texts';
import { clearDraft } from '@portal/shared/drafts';
import { CAMPAIGN_DRAFT_KEY } from './campaign-checks';
import { CampaignForm } from './campaign-form';
import styles from './campaigns.module.css';
import ui from '@portal/shared/ui/ui.module.css';
import { failureSentence } from '@portal/shared/submit-failure';

/**
 * My Campaigns (see docs/screens.md): the brand's campaigns as cards, the Create Campaign toggle
 * form (open while `creating`, e.g. at /campaigns?create=1) and Delete Campaign after a
 * confirmation.
 */
export function MyCampaigns({
  creating,
  onCreatingChange,
}: {
  creating: boolean;
  onCreatingChange: (open: boolean) => void;
}) {
  const { t } = useBrandTexts();
  const campaigns = useCampaigns();
  const remove = useDeleteCampaign();
  const message = useFlashMessage();
  const { confirm, dialog } = useConfirm();
  const userId = useAuthStore((state) => state.user?.id);
  const formId = useId();

  async function handleDelete(campaign: Campaign) {
    const confirmed = await confirm({
      title: t('campaigns.delete'),
      message: t('campaigns.deleteQuestion'),
      confirmLabel: t('campaigns.delete'),
      danger: true,
    });
    if (!confirmed) return;
    message.clear();
    remove.mutate(campaign, {
      onSuccess: () => message.showSuccess(t('campaigns.deleted')),
      onError: (error) =>
        message.showFailure(
          failureSentence(error, {
            fallback: t('campaigns.deleteFailed'),
            because: (reason) => t('campaigns.deleteFailedBecause', { reason }),
          }),
        ),
    });
  }

  function cardAction(campaign: Campaign, titleId: string) {
    const deleting = remove.isPending && remove.variables.id === campaign.id;
    return (
      <div className={styles.myCampaignAction}>
        <span className={ui.muted}>
          {t('campaigns.applicationCount', { count: campaign.applications_count })}
        </span>
        {campaign.brand === userId && (
          <Button
            variant="danger"
            small
            aria-describedby={titleId}
            disabled={deleting}
            onClick={() => void handleDelete(campaign)}
          >
            {deleting ? t('campaigns.deleting') : t('campaigns.delete')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <>
      <div className={styles.myCampaignsToolbar}>
        <Button
          variant={creating ? 'secondary' : 'primary'}
          aria-expanded={creating}
          aria-controls={creating ? formId : undefined}
          onClick={() => {
            if (creating) clearDraft(CAMPAIGN_DRAFT_KEY);
            onCreatingChange(!creating);
          }}
        >
          {creating ? t('action.cancel') : t('campaign.create')}
        </Button>
      </div>
      {creating && (
        <CampaignForm
          id={formId}
          onSaved={() => {
            onCreatingChange(false);
            message.showSuccess(t('campaigns.created'));
          }}
        />
      )}
      <Banner message={message.message} tone={message.tone} />
      <CampaignCardList campaigns={campaigns} action={cardAction} />
      {dialog}
    </>
  );
}
