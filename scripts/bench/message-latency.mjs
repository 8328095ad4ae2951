// Delivery latency of a message: from the moment the sender's POST /api/messages/ leaves to the
// moment the receiver's socket on /api/events/ hands over the event. Messages go one at a time, so
// each figure is one message's own path (HTTP, the transaction, the bus, the socket), not a queue.
import WebSocket from 'ws';

const PASSWORD = 'bench-pass-2025';

async function call(url, session, method, path, body) {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.access}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * A new campaign of the brand (`title`, `description`, 1000 taka), the influencer's application to
 * it, accepted by the brand: answers the application's id.
 */
export async function acceptedApplication(url, { brand, influencer }, { title, description }) {
  const campaign = await call(url, brand, 'POST', '/campaigns/', {
    title,
    description,
    budget: '1000.00',
    category: 'technology',
  });
  const application = await call(url, influencer, 'POST', '/applications/', {
    campaign: campaign.id,
    proposal: 'Measuring.',
  });
  await call(url, brand, 'PUT', `/applications/${application.id}/status/`, {
    status: 'accepted',
  });
  return application.id;
}

/** A brand and an influencer with an accepted application between them: they may message. */
export async function collaborators(url) {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const register = (role) =>
    call(url, null, 'POST', '/register/', {
      username: `bench_${role.slice(0, 1)}_${suffix}`,
      email: `bench_${role}_${suffix}@example.com`,
      password: PASSWORD,
      role,
    });
  const brand = await register('brand');
  const influencer = await register('influencer');
  await acceptedApplication(
    url,
    { brand, influencer },
    {
      title: 'Latency bench',
      description: 'Messages one at a time.',
    },
  );
  return { brand, influencer };
}

/** A signed-in events socket; `next(predicate)` resolves with the first matching event. */
export function eventsSocket(url, access) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/events/`);
  const waiting = new Set();
  socket.on('message', (data) => {
    const event = JSON.parse(String(data));
    for (const waiter of waiting) {
      if (waiter.predicate(event)) {
        waiting.delete(waiter);
        waiter.resolve(event);
      }
    }
  });
  const next = (predicate) =>
    new Promise((resolve, reject) => {
      const waiter = { predicate, resolve };
      waiting.add(waiter);
      setTimeout(() => {
        if (waiting.delete(waiter)) reject(new Error('no event within 10 s'));
      }, 10_000).unref();
    });
  const ready = new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: access })));
    next((event) => event.type === 'ready').then(resolve, reject);
  });
  return { ready, next, close: () => socket.close() };
}

/**
 * Sends `count` messages from the brand of `pair` (through `senderUrl`) to its influencer
 * (listening on `receiverUrl`) and answers each message's latency in milliseconds.
 */
export async function deliverMessages({ pair, senderUrl, receiverUrl, count }) {
  const { brand, influencer } = pair;
  const socket = eventsSocket(receiverUrl, influencer.access);
  await socket.ready;
  const latencies = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const content = `bench message ${index}`;
      const delivered = socket.next(
        (event) => event.type === 'message' && event.message.content === content,
      );
      delivered.catch(() => undefined); // awaited below; a failed POST must not leave it unhandled
      const started = performance.now();
      await call(senderUrl, brand, 'POST', '/messages/', {
        receiver: influencer.user.id,
        content,
      });
      await delivered;
      latencies.push(performance.now() - started);
    }
  } finally {
    socket.close();
  }
  return latencies;
}

/** Count, p50, p99 and max of latencies in milliseconds. */
export function latencySummary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) };
}

/**
 * Sends `count` messages from a new brand (through `senderUrl`) to a new influencer (listening on
 * `receiverUrl`) and answers the latency percentiles in milliseconds.
 */
export async function measureDelivery({ senderUrl, receiverUrl, count = 1000 }) {
  const pair = await collaborators(senderUrl);
  return latencySummary(await deliverMessages({ pair, senderUrl, receiverUrl, count }));
}
