import { PlaceholderPage } from '../components/placeholder-page';
import { useInfoTexts } from '../features/info-pages/texts';

export default function ResourcesPage() {
  const { t } = useInfoTexts();
  return <PlaceholderPage title={t('resources.title')} sentence={t('resources.text')} />;
}
