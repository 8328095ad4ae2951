import { PlaceholderPage } from '../components/placeholder-page';

export default function SuccessStoriesPage() {
  return (
    <PlaceholderPage
      title="Success Stories"
      sentence="Stories of Bangladeshi brands and influencers who grew together here are coming soon."
    />
  );
}
