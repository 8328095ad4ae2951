import { CampaignBackLink, type CampaignList } from './campaign-back-link';
import { useUiTexts } from './ui-messages';
import ui from './ui.module.css';

/** The heading and sentence of a campaign that is not found, under the page's way back. */
export function CampaignNotFoundText() {
  const { t } = useUiTexts();
  return (
    <>
      <h1 className={ui.pageTitle}>{t('campaign.notFound')}</h1>
      <p>{t('campaign.notFoundText')}</p>
    </>
  );
}

/**
 * /campaigns/:id for a campaign the user cannot see: it does not exist, was deleted, is another
 * brand's or no longer open to applications (the API's 404), or the address is not an id.
 */
export function CampaignNotFound({ list }: { list: CampaignList }) {
  return (
    <div className={ui.page}>
      <CampaignBackLink list={list} />
      <CampaignNotFoundText />
    </div>
  );
}
