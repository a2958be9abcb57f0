/**
 * Builds the migrated template once per test run: a PGlite data-dir dump on disk, or a template
 * database on PostgreSQL. Each test then starts from a copy instead of migrating from scratch.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPGlite, openPostgres, pgliteExtensions } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { startCluster, type Cluster } from './postgresCluster';

export type TestDbKind = 'pglite' | 'postgresql';

export interface TemplateInfo {
  kind: TestDbKind;
  pgliteDump?: string;
  postgresUrl?: string;
  postgresTemplate?: string;
  dispose?: () => Promise<void>;
}

export function testDbKind(): TestDbKind {
  return process.env.XUNGEN_TEST_DB === 'postgresql' ? 'postgresql' : 'pglite';
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function prepareTemplates(): Promise<TemplateInfo> {
  if (testDbKind() === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = fromPGlite(client);
    await migrateToLatest(database.db);
    const dump = await client.dumpDataDir('none');
    await database.close();
    const dir = resolve('.tmp');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', pgliteDump: file };
  }

  let cluster: Cluster | undefined;
  const url = process.env.TEST_DATABASE_URL || (cluster = await startCluster()).url;
  const template = `xungen_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const database = openPostgres(withDatabase(url, template), 2);
  await migrateToLatest(database.db);
  await database.close();
  return {
    kind: 'postgresql',
    postgresUrl: url,
    postgresTemplate: template,
    async dispose() {
      if (cluster) cluster.stop();
      else {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${template}`);
        await c.end();
      }
    },
  };
}
