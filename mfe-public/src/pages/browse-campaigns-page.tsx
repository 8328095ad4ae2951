import { Link } from '@portal/shared/router';
import { PlaceholderPage } from '../components/placeholder-page';
import { InfoRichMessage, useInfoMessages } from '../features/info-pages/messages';

export default function BrowseCampaignsPage() {
  const { t } = useInfoMessages();
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
