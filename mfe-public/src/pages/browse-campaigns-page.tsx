import { Link } from '@portal/shared/router';
import { PlaceholderPage } from '../components/placeholder-page';
import { InfoRichMessage, useInfoTexts } from '../features/info-pages/texts';

export default function BrowseCampaignsPage() {
  const { t } = useInfoTexts();
  return (
    <PlaceholderPage
      title={t('browseCampaigns.title')}
      sentence={
        <InfoRichMessage
          id="browseCampaigns.text"
          elements={{ campaigns: <Link to="/campaigns" /> }}
        />
      }
    />
  );
}
