import { PlaceholderPage } from '../components/placeholder-page';

export default function CommunityPage() {
  return (
    <PlaceholderPage
      title="Community"
      sentence="A place for brands and influencers to share what works is coming soon."
    />
  );
}
