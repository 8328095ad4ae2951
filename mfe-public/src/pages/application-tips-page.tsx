import { PlaceholderPage } from '../components/placeholder-page';
import { useInfoMessages } from '../features/info-pages/messages';

export default function ApplicationTipsPage() {
  const { t } = useInfoMessages();
  return (
    <PlaceholderPage title={t('applicationTips.title')} sentence={t('applicationTips.text')} />
  );
}
