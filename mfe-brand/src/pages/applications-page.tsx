import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function ApplicationsPage() {
  return <ComingSoonPage title="Campaign Applications" />;
}
