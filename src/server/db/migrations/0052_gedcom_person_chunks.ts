import { sql, type Kysely } from 'kysely';

/** Persons per chunk row, as the import writes them. */
const PERSONS_PER_CHUNK = 5000;

/**
 * A GEDCOM import's per-person extras (each person's id in the file and its kept structures) move
 * from one row per person to one row per 5,000 persons: a JSON array of [person id, id in the file,
 * kept structures (left out when none)]. A 100,000-person import wrote 100,000 rows, each with two
 * index entries and a foreign-key check: about 2.6 s and 69 MB of WAL; twenty rows take about 1.4 s
 * and 18 MB.
 *
 * The entries no longer go with their person when it is deleted: readers skip the ids of persons no
 * longer in the tree, as the tree's kept FAM records and other records already outlive the persons
 * they name. A tree's deletion still takes them all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE gedcom_person_chunks (
      tree_id uuid NOT NULL REFERENCES family_trees(id) ON DELETE CASCADE,
      import_key uuid NOT NULL,
      position integer NOT NULL,
      persons json NOT NULL,
      PRIMARY KEY (tree_id, import_key, position)
    )`.execute(db);
  await sql`
    INSERT INTO gedcom_person_chunks (tree_id, import_key, position, persons)
    SELECT tree_id, import_key, n / ${sql.lit(PERSONS_PER_CHUNK)},
      json_agg(CASE WHEN jsonb_array_length(kept) = 0 THEN json_build_array(person_id, gedcom_id) ELSE json_build_array(person_id, gedcom_id, kept) END ORDER BY n)
    FROM (SELECT *, (row_number() OVER (PARTITION BY tree_id, import_key ORDER BY gedcom_id, person_id) - 1)::integer AS n FROM gedcom_person_extras) e
    GROUP BY tree_id, import_key, n / ${sql.lit(PERSONS_PER_CHUNK)}`.execute(db);
  await sql`DROP TABLE gedcom_person_extras`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE gedcom_person_extras (
      person_id uuid PRIMARY KEY REFERENCES persons(id) ON DELETE CASCADE,
      tree_id uuid NOT NULL,
      import_key uuid NOT NULL,
      gedcom_id text NOT NULL,
      kept jsonb NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX gedcom_person_extras_tree ON gedcom_person_extras (tree_id, import_key)`.execute(db);
  await sql`
    INSERT INTO gedcom_person_extras (person_id, tree_id, import_key, gedcom_id, kept)
    SELECT DISTINCT ON ((e->>0)::uuid) (e->>0)::uuid, c.tree_id, c.import_key, e->>1, coalesce((e->2)::jsonb, '[]'::jsonb)
    FROM gedcom_person_chunks c CROSS JOIN LATERAL json_array_elements(c.persons) e
    WHERE EXISTS (SELECT 1 FROM persons p WHERE p.id = (e->>0)::uuid)
    ORDER BY (e->>0)::uuid, c.import_key`.execute(db);
  await sql`DROP TABLE gedcom_person_chunks`.execute(db);
}
