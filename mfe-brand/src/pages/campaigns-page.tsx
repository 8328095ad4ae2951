import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function CampaignsPage() {
  return <ComingSoonPage title="My Campaigns" />;
}
