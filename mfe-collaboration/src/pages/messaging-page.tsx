import { MessagingScreen } from '../features/messaging/components/messaging-screen';

/** /messages, for brands and influencers: the conversations and the open thread. */
export default MessagingScreen;
