import { PlaceholderPage } from '../components/placeholder-page';
import { useInfoMessages } from '../features/info-pages/messages';

export default function SuccessStoriesPage() {
  const { t } = useInfoMessages();
  return <PlaceholderPage title={t('successStories.title')} sentence={t('successStories.text')} />;
}
