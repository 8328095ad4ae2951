import { eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MAX_PICTURE_BYTES } from '@portal/shared/contract/profiles';
import { profiles } from '../db/schema';
import { multipartFile, tinyGif, tinyJpeg, tinyPng, tinyWebp } from '../test/images';
import { registerAdmin } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

function upload(
  access: string | undefined,
  bytes: Buffer,
  filename = 'me.png',
  type = 'image/png',
) {
  const { payload, headers } = multipartFile('profile_picture', filename, type, bytes);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/profile/picture/',
    headers: { ...headers, ...(access === undefined ? {} : bearer(access)) },
    payload,
  });
}

const remove = (access: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile/picture/',
    headers: bearer(access),
    payload: { profile_picture: null },
  });

const storedFiles = () => (existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir) : []);
const fileOf = (url: string) => path.join(t.config.uploadDir, url.replace('/uploads/', ''));

describe('PATCH /api/profile/picture/', () => {
  it('stores a real PNG under a random name and serves it read-only at that path', async () => {
    const brand = await registerUser(t.app, 'brand');
    const png = tinyPng();
    const response = await upload(brand.access, png, '../../etc/passwd.png');
    expect(response.statusCode).toBe(200);
    const url: string = response.json().profile_picture;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(existsSync(fileOf(url))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(brand.access),
    });
    expect(profile.json().profile_picture).toBe(url);
    const publicProfile = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${brand.user.username}/`,
    });
    expect(publicProfile.json().profile_picture).toBe(url);
  });

  it.each([
    ['JPEG', tinyJpeg(), 'jpg', 'image/jpeg'],
    ['GIF', tinyGif(), 'gif', 'image/gif'],
    ['WebP', tinyWebp(), 'webp', 'image/webp'],
  ])(
    'accepts a %s by its bytes whatever its name and declared type',
    async (_f, bytes, ext, type) => {
      const influencer = await registerUser(t.app, 'influencer');
      const response = await upload(influencer.access, bytes, 'photo.txt', 'text/plain');
      expect(response.statusCode).toBe(200);
      const url: string = response.json().profile_picture;
      expect(url.endsWith(`.${ext}`)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe(type);
    },
  );

  it('refuses a text file named .png and declared image/png, storing nothing', async () => {
    const brand = await registerUser(t.app, 'brand');
    const before = storedFiles();
    const response = await upload(brand.access, Buffer.from('<script>alert(1)</script>'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The file must be a PNG, JPEG, WebP or GIF image.',
      fields: { profile_picture: ['The file must be a PNG, JPEG, WebP or GIF image.'] },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an empty file and a file whose magic number is cut short', async () => {
    const brand = await registerUser(t.app, 'brand');
    expect((await upload(brand.access, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(brand.access, tinyPng().subarray(0, 5))).statusCode).toBe(400);
  });

  it('accepts exactly 5 MB and answers 413 for one byte more, storing nothing', async () => {
    const brand = await registerUser(t.app, 'brand');
    const exact = Buffer.alloc(MAX_PICTURE_BYTES);
    tinyPng().copy(exact);
    expect((await upload(brand.access, exact)).statusCode).toBe(200);

    const before = storedFiles();
    const tooLarge = Buffer.alloc(MAX_PICTURE_BYTES + 1);
    tinyPng().copy(tooLarge);
    const response = await upload(brand.access, tooLarge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Image size should be less than 5MB.' });
    expect(storedFiles()).toEqual(before);
  });

  it('deletes the old file when the picture is replaced, and when it is removed', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const first: string = (await upload(influencer.access, tinyPng(1, 2, 3))).json()
      .profile_picture;
    const second: string = (await upload(influencer.access, tinyPng(4, 5, 6))).json()
      .profile_picture;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const removed = await remove(influencer.access);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ profile_picture: null });
    expect(existsSync(fileOf(second))).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, influencer.user.id));
    expect(row?.profilePicture).toBeNull();

    // Removing again is harmless.
    expect((await remove(influencer.access)).statusCode).toBe(200);
  });

  it('changes only the caller’s own picture', async () => {
    const owner = await registerUser(t.app, 'brand');
    const other = await registerUser(t.app, 'brand');
    const url: string = (await upload(owner.access, tinyPng())).json().profile_picture;
    await remove(other.access);
    await upload(other.access, tinyPng());
    expect(existsSync(fileOf(url))).toBe(true);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(owner.access),
    });
    expect(profile.json().profile_picture).toBe(url);
  });

  it('answers 400 with fields for a missing file, another field name, or a wrong JSON value', async () => {
    const brand = await registerUser(t.app, 'brand');
    const other = multipartFile('avatar', 'me.png', 'image/png', tinyPng());
    const wrongField = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/picture/',
      headers: { ...other.headers, ...bearer(brand.access) },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toHaveProperty('profile_picture');

    for (const payload of [{ profile_picture: 'https://evil.example/x.png' }, {}, { other: 1 }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile/picture/',
        headers: bearer(brand.access),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('profile_picture');
    }

    const noBody = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/picture/',
      headers: bearer(brand.access),
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const brand = await registerUser(t.app, 'brand');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/picture/',
      headers: { ...bearer(brand.access), 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'this is not multipart at all',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 403 to an admin and 401 without a token', async () => {
    const admin = await registerAdmin(t.app, t.database.db);
    expect((await upload(admin.access, tinyPng())).statusCode).toBe(403);
    expect((await upload(undefined, tinyPng())).statusCode).toBe(401);
  });
});

describe('GET /uploads/', () => {
  it('serves nothing but stored pictures: no listing, no other paths', async () => {
    for (const url of [
      '/uploads/',
      '/uploads/../package.json',
      '/uploads/%2e%2e%2fpackage.json',
      `/uploads/${'0'.repeat(32)}.png`,
      `/uploads/${'0'.repeat(32)}.html`,
      '/uploads/a/b.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});
