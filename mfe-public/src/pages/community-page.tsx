import { PlaceholderPage } from '../components/placeholder-page';
import { useInfoMessages } from '../features/info-pages/messages';

export default function CommunityPage() {
  const { t } = useInfoMessages();
  return <PlaceholderPage title={t('community.title')} sentence={t('community.text')} />;
}
