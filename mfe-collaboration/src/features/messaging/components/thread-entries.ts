import type { Message } from '@portal/shared/contract/messages';

/**
 * A time line is shown when more than 300000 ms passed since the previous message
 * (docs/collaboration.md).
 */
export const TIMESTAMP_GAP_MS = 300_000;

/**
 * A message the user wrote that the server has not accepted yet (shown as sending, see
 * docs/collaboration.md).
 */
export interface OutgoingMessage {
  key: string;
  receiver: number;
  content: string;
  /** When the user pressed Send: where it sits in the thread's time line. */
  createdAt: string;
  /** The newest message of the thread when Send was pressed (0 for none): its echo comes after. */
  afterId: number;
  status: 'sending' | 'failed';
  /** Why it failed: the refused send, told as its bubble says (`failureSentence`). */
  error?: unknown;
}

/** One line of the thread as the screen shows it. */
export interface ThreadEntry {
  key: string;
  mine: boolean;
  content: string;
  timestamp: string;
  /** Set while the message is the user's own, not yet accepted. */
  outgoing?: OutgoingMessage;
}

/**
 * The thread oldest first: the server's messages once each in the order they were sent (pages,
 * socket events and the sender's own answer may all bring one), then what is still being sent.
 * The socket may hand the sender's own message over before the answer to its POST arrives: a
 * message still sending whose echo is already in the thread (the user's, with the same text,
 * newer than the thread was at Send, not claimed by an earlier one) is shown once, as delivered.
 */
export function threadEntries(
  messages: readonly Message[],
  outgoing: readonly OutgoingMessage[],
  selfId: number,
): ThreadEntry[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  const sorted = [...byId.values()].sort((a, b) => a.id - b.id);
  const delivered = sorted.map((message) => ({
    key: `message-${message.id}`,
    mine: message.sender === selfId,
    content: message.content,
    timestamp: message.timestamp,
  }));
  const echoed = new Set<number>();
  const stillSending = outgoing.filter((message) => {
    if (message.status !== 'sending') return true;
    const echo = sorted.find(
      (candidate) =>
        candidate.sender === selfId &&
        candidate.id > message.afterId &&
        candidate.content === message.content &&
        !echoed.has(candidate.id),
    );
    if (echo === undefined) return true;
    echoed.add(echo.id);
    return false;
  });
  const pending = stillSending.map((message) => ({
    key: message.key,
    mine: true,
    content: message.content,
    timestamp: message.createdAt,
    outgoing: message,
  }));
  return [...delivered, ...pending];
}

/** The first message has a timestamp, and any sent more than 5 minutes after the one before. */
export function showsTimestamp(entries: readonly ThreadEntry[], index: number): boolean {
  const entry = entries[index];
  if (entry === undefined) return false;
  const previous = entries[index - 1];
  if (previous === undefined) return true;
  return Date.parse(entry.timestamp) - Date.parse(previous.timestamp) > TIMESTAMP_GAP_MS;
}
