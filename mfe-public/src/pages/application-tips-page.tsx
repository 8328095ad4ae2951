import { PlaceholderPage } from '../components/placeholder-page';
import { useInfoTexts } from '../features/info-pages/texts';

export default function ApplicationTipsPage() {
  const { t } = useInfoTexts();
  return (
    <PlaceholderPage title={t('applicationTips.title')} sentence={t('applicationTips.text')} />
  );
}
