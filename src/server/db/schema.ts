/**
 * Table types for Kysely. Each migration that adds a table adds its interface here.
 */
import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column; optional on insert where the table has a default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

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
  created_at: Timestamp;
}

export interface LoginKeysTable {
  id: Generated<string>;
  user_id: string;
  key_hash: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface DB {
  login_keys: LoginKeysTable;
  switches: SwitchesTable;
  users: UsersTable;
}
