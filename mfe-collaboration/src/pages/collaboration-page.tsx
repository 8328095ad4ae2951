import CollaborationPage from '@portal/shared/collaborations/collaboration-page';

/** /collaborations/:id for the brand (design §6): the one collaboration page of shared. */
export default CollaborationPage;
