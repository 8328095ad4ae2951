import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function MessagesPage() {
  return <ComingSoonPage title="Messages" />;
}
