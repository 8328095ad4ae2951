import { useId } from 'react';
import { useCampaigns, useDeleteCampaign } from '@portal/shared/api/campaigns';
import { useAuthStore } from '@portal/shared/auth-store';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { CampaignCardList } from '@portal/shared/ui/campaign-card';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { CreateCampaignForm } from './create-campaign-form';
import styles from './campaigns.module.css';
import ui from '@portal/shared/ui/ui.module.css';

/**
 * My Campaigns (spec §2): the brand's campaigns as cards, the Create Campaign toggle form (open
 * while `creating`, e.g. at /campaigns?create=1) and Delete Campaign after a confirmation.
 */
export function MyCampaigns({
  creating,
  onCreatingChange,
}: {
  creating: boolean;
  onCreatingChange: (open: boolean) => void;
}) {
  const campaigns = useCampaigns();
  const remove = useDeleteCampaign();
  const message = useFlashMessage();
  const { confirm, dialog } = useConfirm();
  const userId = useAuthStore((state) => state.user?.id);
  const formId = useId();

  async function handleDelete(campaign: Campaign) {
    const confirmed = await confirm({
      title: 'Delete Campaign',
      message: 'Are you sure you want to delete this campaign?',
      confirmLabel: 'Delete Campaign',
      danger: true,
    });
    if (!confirmed) return;
    message.clear();
    remove.mutate(campaign, {
      onSuccess: () => message.showSuccess('Campaign deleted successfully!'),
      onError: (error) => {
        const reason = serverErrorSentence(error);
        message.showFailure(
          reason ? `Failed to delete campaign: ${reason}` : 'Failed to delete campaign',
        );
      },
    });
  }

  function cardAction(campaign: Campaign, titleId: string) {
    const deleting = remove.isPending && remove.variables.id === campaign.id;
    return (
      <div className={styles.myCampaignAction}>
        <span className={ui.muted}>
          {campaign.applications_count === 1
            ? '1 application'
            : `${campaign.applications_count} applications`}
        </span>
        {campaign.brand === userId && (
          <Button
            variant="danger"
            small
            aria-describedby={titleId}
            disabled={deleting}
            onClick={() => void handleDelete(campaign)}
          >
            {deleting ? 'Deleting...' : 'Delete Campaign'}
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
          onClick={() => onCreatingChange(!creating)}
        >
          {creating ? 'Cancel' : 'Create Campaign'}
        </Button>
      </div>
      {creating && (
        <CreateCampaignForm
          id={formId}
          onCreated={() => {
            onCreatingChange(false);
            message.showSuccess('Campaign created successfully!');
          }}
        />
      )}
      <Banner message={message.message} />
      <CampaignCardList campaigns={campaigns} action={cardAction} />
      {dialog}
    </>
  );
}
