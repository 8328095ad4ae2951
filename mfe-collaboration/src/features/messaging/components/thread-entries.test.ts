import type { Message } from '@portal/shared/contract/messages';
import { threadEntries, type OutgoingMessage } from './thread-entries';

const SELF = 7;
const OTHER = 21;

function message(id: number, content: string, sender = SELF): Message {
  return {
    id,
    sender,
    receiver: sender === SELF ? OTHER : SELF,
    sender_name: sender === SELF ? 'aarong_style' : 'nusrat_styles',
    receiver_name: sender === SELF ? 'nusrat_styles' : 'aarong_style',
    content,
    timestamp: `2026-11-23T09:0${id}:00.000Z`,
  };
}

function sending(key: string, content: string, afterId: number): OutgoingMessage {
  return {
    key,
    receiver: OTHER,
    content,
    afterId,
    createdAt: '2026-11-23T09:05:00.000Z',
    status: 'sending',
  };
}

const shown = (entries: ReturnType<typeof threadEntries>) =>
  entries.map((entry) => `${entry.outgoing?.status ?? 'sent'}: ${entry.content}`);

test('a message whose echo came through the socket before its POST answered shows once', () => {
  const entries = threadEntries(
    [message(1, 'Hello'), message(2, 'See you Friday')],
    [sending('outgoing-1', 'See you Friday', 1)],
    SELF,
  );
  expect(shown(entries)).toEqual(['sent: Hello', 'sent: See you Friday']);
});

test('an older message with the same text does not stand in for the one being sent', () => {
  const entries = threadEntries(
    [message(1, 'Thanks!')],
    [sending('outgoing-1', 'Thanks!', 1)],
    SELF,
  );
  expect(shown(entries)).toEqual(['sent: Thanks!', 'sending: Thanks!']);
});

test('the same text sent twice, one echo back: one sent and one still sending', () => {
  const entries = threadEntries(
    [message(1, 'Hello'), message(2, 'ok')],
    [sending('outgoing-1', 'ok', 1), sending('outgoing-2', 'ok', 1)],
    SELF,
  );
  expect(shown(entries)).toEqual(['sent: Hello', 'sent: ok', 'sending: ok']);
});

test("the other side's message with the same text is no echo, nor is a failed send", () => {
  const failed: OutgoingMessage = { ...sending('outgoing-2', 'ok', 1), status: 'failed' };
  const entries = threadEntries(
    [message(1, 'Hi'), message(2, 'ok', OTHER), message(3, 'ok')],
    [sending('outgoing-1', 'ok', 1), failed],
    SELF,
  );
  expect(shown(entries)).toEqual(['sent: Hi', 'sent: ok', 'sent: ok', 'failed: ok']);
});
