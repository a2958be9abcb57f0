/** Contact and support requests and their attachments (migration 0069). */
import type { ColumnType, Generated } from 'kysely';

export type ContactRequestKind = 'get-in-touch' | 'support-mcr' | 'support-institutional' | 'consult';
export type ContactRequestStatus = 'new' | 'in_progress' | 'done';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ContactRequestsTable {
  id: Generated<string>;
  kind: ContactRequestKind;
  status: Defaulted<ContactRequestStatus>;
  user_id: string | null;
  email: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  interests: Defaulted<string[]>;
  other_comment: Defaulted<string>;
  entry_point_url: Defaulted<string>;
  entry_point_name: Defaulted<string>;
  is_payment: Defaulted<boolean>;
  subscribe_to_newsletter: Defaulted<boolean>;
  request_info: Defaulted<string>;
  additional_info: Defaulted<string>;
  call_schedule_datetime: ColumnType<Date | null, Date | null | undefined, Date | null>;
  help_type: Defaulted<string>;
  comment: Defaulted<string>;
  created_at: Date;
  updated_at: Date;
}

export interface ContactRequestAttachmentsTable {
  id: Generated<string>;
  purpose: 'prospect' | 'consult';
  request_id: string | null;
  uploaded_by: string | null;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Date;
}
