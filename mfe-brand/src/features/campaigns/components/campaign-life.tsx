import { useId, useState, type ReactNode } from 'react';
import { useUpdateCampaign } from '@portal/shared/api/campaigns';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { clearDraft } from '@portal/shared/drafts';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { failureSentence } from '@portal/shared/submit-failure';
import { useBrandTexts } from '../../../texts';
import { CampaignForm, editDraftKey } from './campaign-form';

/**
 * What the brand does with its campaign on its page (see docs/campaigns.md): Edit Campaign opens
 * the campaign form filled in; Close Campaign stops new applications and Reopen Campaign takes
 * them again (the server says what to change when a deadline or the number wanted keeps it
 * closed). `notice` is the page's message line, `actions` the buttons, `form` the edit form while
 * it is open.
 */
export function useCampaignLife(): {
  notice: ReactNode;
  actions: (campaign: Campaign) => ReactNode;
  form: (campaign: Campaign) => ReactNode;
} {
  const { t } = useBrandTexts();
  const update = useUpdateCampaign();
  const message = useFlashMessage();
  const [editing, setEditing] = useState(false);
  const formId = useId();

  function setOpen(campaign: Campaign, isOpen: boolean) {
    message.clear();
    update.mutate(
      { id: campaign.id, is_open: isOpen },
      {
        onSuccess: () =>
          message.showSuccess(t(isOpen ? 'campaignLife.reopened' : 'campaignLife.closed')),
        onError: (error) =>
          message.showFailure(
            failureSentence(error, {
              fallback: t('campaignForm.saveFailed'),
              because: (reason) => t('campaignForm.saveFailedBecause', { reason }),
            }),
          ),
      },
    );
  }

  function actions(campaign: Campaign) {
    const closing = update.isPending;
    return (
      <>
        <Button
          variant="secondary"
          small
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          onClick={() => {
            if (editing) clearDraft(editDraftKey(campaign));
            setEditing(!editing);
          }}
        >
          {editing ? t('action.cancel') : t('campaignLife.edit')}
        </Button>
        {campaign.is_open ? (
          <Button
            variant="secondary"
            small
            disabled={closing}
            onClick={() => setOpen(campaign, false)}
          >
            {t('campaignLife.close')}
          </Button>
        ) : (
          <Button small disabled={closing} onClick={() => setOpen(campaign, true)}>
            {t('campaignLife.reopen')}
          </Button>
        )}
      </>
    );
  }

  return {
    notice: <Banner message={message.message} tone={message.tone} />,
    actions,
    form: (campaign) =>
      editing && (
        <CampaignForm
          id={formId}
          campaign={campaign}
          onSaved={() => {
            setEditing(false);
            message.showSuccess(t('campaignLife.saved'));
          }}
        />
      ),
  };
}
