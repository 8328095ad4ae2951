import { notificationText } from './notification-text';
import { NOTIFICATION_EXAMPLES as CASES } from '../testing/notification-examples';

describe('notificationText', () => {
  it.each(CASES)('writes %j in English and Bangla', (content, english, bangla) => {
    expect(notificationText(content, 'en')).toBe(english);
    expect(notificationText(content, 'bn')).toBe(bangla);
  });

  it('covers every kind', () => {
    expect(new Set(CASES.map(([content]) => content.kind)).size).toBe(6);
  });

  it('shows a sentence kept from before the values as it is, in every language', () => {
    const legacy = { kind: 'message_received' as const, params: { text: 'An old sentence.' } };
    expect(notificationText(legacy, 'en')).toBe('An old sentence.');
    expect(notificationText(legacy, 'bn')).toBe('An old sentence.');
  });
});
