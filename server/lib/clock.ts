/** Time is injected so rules about expiry and waiting can be tested without sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
