/** Progress lines of the bench scripts: the time of day, then the message. */
export const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
