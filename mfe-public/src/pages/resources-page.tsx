import { PlaceholderPage } from '../components/placeholder-page';

export default function ResourcesPage() {
  return (
    <PlaceholderPage
      title="Resources"
      sentence="Guides and templates for running influencer campaigns in Bangladesh are coming soon."
    />
  );
}
