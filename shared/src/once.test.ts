import { once } from './once';

describe('once', () => {
  it('makes the value on the first call only, and gives the same value every time', () => {
    const create = jest.fn(() => ({ made: true }));
    const value = once(create);
    expect(create).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value instead of making it again', () => {
    const create = jest.fn(() => 0);
    const value = once(create);
    expect([value(), value()]).toEqual([0, 0]);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
