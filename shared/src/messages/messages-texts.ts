/** The Messages screen's sentences (spec §2, §5, §8), word for word. */
export const WELCOME = 'Welcome to Messages';
export const NO_CONVERSATIONS =
  'No conversations yet - Approved collaborations will appear here automatically.';
export const FETCH_FAILED = 'Failed to fetch messages';
export const SEND_FAILED = 'Failed to send message';
export const START_FAILED = 'Failed to start conversation: ';
export const START_FAILED_FALLBACK =
  'Please check if this user has approved collaborations with you.';
