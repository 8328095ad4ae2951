import { PlaceholderPage } from '../components/placeholder-page';
import { useInfoTexts } from '../features/info-pages/texts';

export default function SuccessStoriesPage() {
  const { t } = useInfoTexts();
  return <PlaceholderPage title={t('successStories.title')} sentence={t('successStories.text')} />;
}
