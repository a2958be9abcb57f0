/**
 * The staff account of the journeys' server, made by support/server.ts with the operator command
 * (`user:create --staff`) on the fresh data directory before the server starts.
 */
export const STAFF = { email: 'journey.staff@example.com', password: 'Tea-House-Ledger-1925' } as const;
