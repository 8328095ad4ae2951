import { idInputSchema } from '@portal/shared/contract/common';
import { useParams } from '@portal/shared/router';
import {
  CollaborationNotFound,
  CollaborationScreen,
} from '../features/collaboration/components/collaboration-screen';

/**
 * /collaborations/:id for the brand and the influencer of an accepted application (see
 * docs/money.md): the parties and the money, what happens next, the viewer's buttons, the two-way
 * review once it has ended, the work delivered and the timeline. An address that is not an id, or a
 * collaboration the API does not show, is not found.
 */
export default function CollaborationPage() {
  const id = idInputSchema.safeParse(useParams().id ?? '');
  if (!id.success) return <CollaborationNotFound />;
  return <CollaborationScreen key={id.data} id={id.data} />;
}
