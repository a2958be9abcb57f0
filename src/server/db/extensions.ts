import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The PostgreSQL extensions PGlite loads (the migrations create pg_trgm). */
export const pgliteExtensions = { pg_trgm };
