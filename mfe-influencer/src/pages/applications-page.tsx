import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function ApplicationsPage() {
  return <ComingSoonPage title="My Applications" />;
}
