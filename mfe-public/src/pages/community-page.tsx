import { PlaceholderPage } from '../components/placeholder-page';
import { useInfoTexts } from '../features/info-pages/texts';

export default function CommunityPage() {
  const { t } = useInfoTexts();
  return <PlaceholderPage title={t('community.title')} sentence={t('community.text')} />;
}
