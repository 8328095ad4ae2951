import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function WithdrawalsPage() {
  return <ComingSoonPage title="Withdrawals" />;
}
