import { sql, type Kysely } from 'kysely';

/**
 * Person search looks each query word up as a prefix of a search key (see modules/trees/search.ts).
 * The keys were found with LIKE '% word%' over search_text and a trigram index; they now sit in a
 * tsvector of whole keys, generated from search_text, whose GIN index answers a prefix query
 * ('word':*) directly. About 20 keys a person against about 70 trigrams: a 100,000-person GEDCOM
 * import spent 4.7 s of its 20 on the trigram index, and about half that on this one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A lexeme holds at most 2,046 bytes: keys are cut to SEARCH_KEY_MAX (100) characters, as searchKeys now cuts them.
  await sql`UPDATE persons SET search_text = regexp_replace(search_text, '(\\S{100})\\S+', '\\1', 'g') WHERE search_text ~ '\\S{101}'`.execute(db);
  await sql`
    ALTER TABLE persons ADD COLUMN search_keys tsvector
      GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))) STORED`.execute(db);
  await sql`CREATE INDEX persons_search_keys ON persons USING gin (search_keys)`.execute(db);
  await sql`DROP INDEX persons_search_trgm`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX persons_search_trgm ON persons USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`ALTER TABLE persons DROP COLUMN search_keys`.execute(db);
}
