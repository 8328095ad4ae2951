import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function ProfilePage() {
  return <ComingSoonPage title="Influencer Profile" />;
}
