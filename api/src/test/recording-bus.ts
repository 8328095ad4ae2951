import type { BusEvent, EventBus } from '../realtime/event-bus';

/** A bus that keeps what the app published, in order. */
export function recordingBus(): EventBus & { published: { userId: number; event: BusEvent }[] } {
  const published: { userId: number; event: BusEvent }[] = [];
  return {
    published,
    async publish(userId, event) {
      published.push({ userId, event });
    },
    subscribe: () => ({ ready: Promise.resolve(), unsubscribe() {} }),
    close: async () => {},
  };
}
