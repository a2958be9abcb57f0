/**
 * A fresh, migrated database for one test: a PGlite loaded from the run's template dump, or a new
 * PostgreSQL database copied from the template database. Closing it throws the copy away.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPGlite, openPostgres, pgliteExtensions, type Database } from '../../src/server/db/database';
import { withDatabase, type TemplateInfo } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    xungenTemplates: TemplateInfo;
  }
}

let dumpBytes: Uint8Array<ArrayBuffer> | undefined;

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function testDatabase(): Promise<Database> {
  const info = inject('xungenTemplates');
  if (info.kind === 'pglite') {
    dumpBytes ??= new Uint8Array(readFileSync(info.pgliteDump!));
    const client = await PGlite.create({ loadDataDir: new Blob([dumpBytes]), extensions: pgliteExtensions });
    return fromPGlite(client);
  }
  const name = `xungen_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(info.postgresUrl!, `CREATE DATABASE ${name} TEMPLATE ${info.postgresTemplate}`);
      break;
    } catch (err) {
      // Two copies of one template at the same instant can collide; the second simply waits.
      if (attempt >= 20 || !String(err).includes('being accessed by other users')) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
  const database = openPostgres(withDatabase(info.postgresUrl!, name), 4);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(info.postgresUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
