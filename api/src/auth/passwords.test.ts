import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt parameters and salt, never the password, and verifies', async () => {
    const hash = await hashPassword('my secret password');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('my secret password');
    await expect(verifyPassword('my secret password', hash)).resolves.toBe(true);
    await expect(verifyPassword('my secret passworD', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a malformed stored hash without throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
