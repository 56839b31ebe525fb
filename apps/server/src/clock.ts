/** Current time in epoch ms. Injected so tests can move time forward (retention, token expiry). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
