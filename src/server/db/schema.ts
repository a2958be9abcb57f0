/**
 * Table types for Kysely. Each migration that adds a table adds its interface here.
 */
import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SwitchesTable {
  name: string;
  is_on: boolean;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  is_staff: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface DB {
  switches: SwitchesTable;
  users: UsersTable;
}
