/** The current time; the tests pass their own to step through time without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
