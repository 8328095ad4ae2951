import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function CampaignDetailPage() {
  return <ComingSoonPage title="Campaign Details" />;
}
