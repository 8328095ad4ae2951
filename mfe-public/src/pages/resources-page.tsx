import { PlaceholderPage } from '../components/placeholder-page';
import { useInfoMessages } from '../features/info-pages/messages';

export default function ResourcesPage() {
  const { t } = useInfoMessages();
  return <PlaceholderPage title={t('resources.title')} sentence={t('resources.text')} />;
}
