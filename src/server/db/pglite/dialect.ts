/**
 * A Kysely dialect for PGlite, reached through a link to its host (see host.ts): in this thread, or in
 * the database thread over a port. A connection takes the host's lease with its first statement (at
 * the caller's priority) and gives it back when Kysely releases it, so a transaction holds PGlite from
 * BEGIN to COMMIT. Code inside `db.transaction()` must use its `trx`, never the outer `db`, or it waits
 * forever. (kysely-pglite shares the client and lets statements of others interleave with a
 * transaction, and reports no affected-row counts.)
 */
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { currentPriority, type Priority } from '../priority';
import { fromWireError, type PGliteLink } from './host';

class LinkConnection implements DatabaseConnection {
  lease: number | undefined;

  constructor(
    private readonly link: PGliteLink,
    private readonly priority: Priority,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.link.query(this.lease, this.priority, compiled.sql, [...compiled.parameters]);
    if (reply.lease >= 0) this.lease = reply.lease;
    if (reply.error) throw fromWireError(reply.error);
    const affected = reply.affectedRows;
    return {
      rows: reply.rows as R[],
      ...(affected !== undefined && /^\s*(insert|update|delete|merge|with)/i.test(compiled.sql) ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results.');
  }
}

class LinkDriver implements Driver {
  constructor(private readonly link: PGliteLink) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LinkConnection(this.link, currentPriority());
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as LinkConnection;
    if (c.lease !== undefined) this.link.release(c.lease);
    c.lease = undefined;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async destroy(): Promise<void> {
    // The owner of the link closes it.
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly link: PGliteLink) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new LinkDriver(this.link);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
