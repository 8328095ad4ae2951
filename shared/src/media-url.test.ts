import { mediaUrl } from './media-url';

afterEach(() => {
  globalThis.__PORTAL_API_ORIGIN__ = undefined;
});

test('a relative path stays on the same origin by default', () => {
  expect(mediaUrl('/uploads/ab12.png')).toBe('/uploads/ab12.png');
});

test('a relative path is prefixed with a configured API host', () => {
  globalThis.__PORTAL_API_ORIGIN__ = 'https://api.example.com.bd';
  expect(mediaUrl('/uploads/ab12.png')).toBe('https://api.example.com.bd/uploads/ab12.png');
  expect(mediaUrl('uploads/ab12.png')).toBe('https://api.example.com.bd/uploads/ab12.png');
});

test('an absolute URL is kept', () => {
  globalThis.__PORTAL_API_ORIGIN__ = 'https://api.example.com.bd';
  expect(mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
});
