import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('secret internal detail');
    });
  });
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('errors: JSON {error, fields?}, never a 5xx for client input', () => {
  it('malformed JSON -> 400', async () => {
    const response = await post('/api/login/', '{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('empty JSON body -> 400', async () => {
    const response = await post('/api/login/', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('wrong content type -> 400 asking for JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await post('/api/login/', 'email=a&password=b', type);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/JSON/);
    }
  });

  it('wrong types -> 400 with fields', async () => {
    const response = await post('/api/login/', JSON.stringify({ email: 5, password: ['x'] }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('a JSON array or string instead of an object -> 400', async () => {
    for (const body of ['[]', '"text"', 'null', '42']) {
      const response = await post('/api/register/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('huge strings inside the limit -> 400 with fields', async () => {
    const response = await post(
      '/api/register/',
      JSON.stringify({
        username: 'x'.repeat(100_000),
        email: `${'y'.repeat(100_000)}@example.com`,
        password: 'z'.repeat(100_000),
        role: 'brand',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'password', 'username']);
  });

  it('a body over the limit -> 413', async () => {
    const response = await post(
      '/api/login/',
      JSON.stringify({ email: 'a@b.cd', password: 'p'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('unknown /api route -> 404 JSON, whatever the method and Accept header', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/no-such-thing/',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('a server fault -> 500 with a sentence, no stack or detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('secret internal detail');
  });
});

describe('GET /api/health', () => {
  it('answers {"status":"ok"} with or without the trailing slash', async () => {
    for (const url of ['/api/health', '/api/health/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('lists the routes from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/register/',
        '/api/login/',
        '/api/token/refresh/',
        '/api/logout/',
        '/api/health',
      ]),
    );
    const register = document.paths['/api/register/'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'username',
    );
    expect(register.responses).toHaveProperty('201');
  });
});
