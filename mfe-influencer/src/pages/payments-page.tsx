import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function PaymentsPage() {
  return <ComingSoonPage title="My Earnings" />;
}
