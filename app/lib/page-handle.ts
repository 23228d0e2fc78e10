/**
 * What a route tells the server about its page through `handle`. `readOnlyPage`: nothing to type in, so its
 * scripts may wait for the first paint (./script-timing.ts).
 */
export type PageHandle = { readOnlyPage?: boolean };

export const READ_ONLY_PAGE: PageHandle = { readOnlyPage: true };
