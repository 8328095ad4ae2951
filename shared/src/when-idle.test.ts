import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('runs each task in an idle moment of its own, in order', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = jest.fn();
    const ran: string[] = [];
    whenIdle([() => ran.push('first'), () => ran.push('second')]);

    expect(ran).toEqual([]);
    const deadline = { didTimeout: false, timeRemaining: () => 10 };
    idle.shift()?.(deadline);
    expect(ran).toEqual(['first']);
    idle.shift()?.(deadline);
    expect(ran).toEqual(['first', 'second']);
    expect(idle).toEqual([]);
  });

  it('runs nothing more once cancelled, and cancels the moment it waits for', () => {
    const idle: IdleRequestCallback[] = [];
    let handles = 0;
    window.requestIdleCallback = (callback) => {
      idle.push(callback);
      handles += 1;
      return handles;
    };
    const cancelIdle = jest.fn();
    window.cancelIdleCallback = cancelIdle;
    const ran: string[] = [];
    const cancel = whenIdle([() => ran.push('first'), () => ran.push('second')]);

    idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(2);
    expect(ran).toEqual(['first']);
  });

  it('waits a second where the browser has no requestIdleCallback', () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    whenIdle([() => ran.push('first')]);
    jest.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['first']);
  });
});
