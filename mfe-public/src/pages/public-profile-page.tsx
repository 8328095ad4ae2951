import { useParams } from '@portal/shared/router';
import { PublicProfileCard } from '../features/public-profile/components/public-profile-card';

/** /user/:username (see docs/screens.md): open to everyone. */
export default function PublicProfilePage() {
  const { username = '' } = useParams();
  return <PublicProfileCard key={username} username={username} />;
}
