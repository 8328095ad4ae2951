import { PlaceholderPage } from '../components/placeholder-page';

export default function ApplicationTipsPage() {
  return (
    <PlaceholderPage
      title="Application Tips"
      sentence="Tips for writing proposals that brands accept are coming soon."
    />
  );
}
