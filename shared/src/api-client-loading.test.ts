import { serveApiWith, type FakeRequest } from './testing/fake-api';

/**
 * The API client loads axios with its first call (docs/rendering.md). Each test gets its own copy
 * of the client, as a fresh page would; the fake server's own axios is this file's.
 */
function freshClient(): typeof import('./api-client').api {
  let api: typeof import('./api-client').api | undefined;
  jest.isolateModules(() => {
    api = jest.requireActual<typeof import('./api-client')>('./api-client').api;
  });
  if (!api) throw new Error('the client did not load');
  return api;
}

const answer = (request: FakeRequest) => ({ status: 200, data: { url: request.url } });

afterEach(() => {
  jest.dontMock('axios');
});

test('loads nothing until the first call', () => {
  let axiosLoaded = false;
  jest.doMock('axios', () => {
    axiosLoaded = true;
    return jest.requireActual('axios');
  });
  freshClient();
  expect(axiosLoaded).toBe(false);
});

test('a call made while axios could not be loaded fails, and the next call loads it again', async () => {
  let attempts = 0;
  jest.doMock('axios', () => {
    attempts += 1;
    if (attempts === 1) throw new Error('Loading chunk axios failed (offline)');
    return jest.requireActual('axios');
  });
  const api = freshClient();
  serveApiWith(answer, api);

  await expect(api.get('/campaigns/')).rejects.toThrow('offline');
  const { data } = await api.get('/campaigns/');

  expect(data).toEqual({ url: '/campaigns/' });
  expect(attempts).toBe(2);
});
