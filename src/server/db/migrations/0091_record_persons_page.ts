import { sql, type Kysely } from 'kysely';

/**
 * record_persons_page(import, after code, after position, skip, size): one page of an import's record
 * persons in primary-key order, `skip` rows past the given one ('' and -32768 before the first), so the
 * page after next can be asked before the next one has come back; as one text: fields
 * joined by U+001F, rows by U+001E, NULL written U+001D (hints/candidates.ts reads it). The function
 * walks the primary-key index (sequential and bitmap scans are off while it runs, by its SET clauses),
 * so a page costs its own rows and never a sort of the rest of the import, and it is one statement:
 * no transaction stays open across the caller's work between statements, and the database reads the
 * next page while the caller's thread joins this one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION record_persons_page(p_import uuid, p_code text, p_position smallint, p_skip integer, p_size integer) RETURNS text
    LANGUAGE sql STABLE
    SET enable_seqscan = off
    SET enable_bitmapscan = off
    AS $$
      SELECT string_agg(concat_ws(chr(31), record_code, source_id, position, role, surname, first_name,
                                  coalesce(name_zh::text, chr(29)), coalesce(gender::text, chr(29)), coalesce(birth_year::text, chr(29)),
                                  birth_year_approx, coalesce(birth_place_code::text, chr(29)), coalesce(death_year::text, chr(29))),
                        chr(30) ORDER BY record_code, position)
        FROM (SELECT record_code, source_id, position, role, surname, first_name, name_zh, gender, birth_year,
                     birth_year_approx, birth_place_code, death_year
                FROM record_persons
               WHERE import_id = p_import AND (record_code, position) > (p_code, p_position)
               ORDER BY record_code, position
              OFFSET p_skip
               LIMIT p_size) AS page
    $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION record_persons_page(uuid, text, smallint, integer, integer)`.execute(db);
}
