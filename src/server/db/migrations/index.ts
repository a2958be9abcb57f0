/**
 * Every migration, in order. Listed statically (not read from disk) so the same list runs from
 * source, from tests and from any bundle. Names sort in the order they apply.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_login_keys';
import * as m0003 from './0003_accounts';
import * as m0010 from './0010_trees';
import * as m0020 from './0020_content';
import * as m0021 from './0021_content_seed';
import * as m0030 from './0030_layout_state';
import * as m0040 from './0040_jobs';
import * as m0041 from './0041_gedcom';
import * as m0042 from './0042_gedcom_person_extras_tree';
import * as m0043 from './0043_tree_importing';
import * as m0050 from './0050_tree_changes';
import * as m0051 from './0051_tree_changes_bound';
import * as m0052 from './0052_gedcom_person_chunks';
import * as m0053 from './0053_person_search_keys';
import * as m0054 from './0054_job_leases';
import * as m0055 from './0055_paged_tree_reads';
import * as m0056 from './0056_member_name_display';
import * as m0057 from './0057_dictionary';
import * as m0058 from './0058_places';
import * as m0059 from './0059_place_alternatives';
import * as m0060 from './0060_clans';
import * as m0061 from './0061_overseas';
import * as m0062 from './0062_place_coordinates';
import * as m0063 from './0063_place_initials';
import * as m0064 from './0064_library';
import * as m0065 from './0065_payments';
import * as m0066 from './0066_records';
import * as m0067 from './0067_mentions';
import * as m0068 from './0068_record_source_pages';
import * as m0069 from './0069_contact_requests';
import * as m0070 from './0070_newsletter_events';
import * as m0071 from './0071_wiki';
import * as m0072 from './0072_family_websites';
import * as m0073 from './0073_hints';
import * as m0074 from './0074_zupus';
import * as m0076 from './0076_record_cemeteries';
import * as m0079 from './0079_overseas_points';
import * as m0080 from './0080_place_saved_locations';
import * as m0081 from './0081_pending_signups';
import * as m0082 from './0082_hint_reviewed_at';
import * as m0083 from './0083_zupu_lexemes_no_pending_list';
import * as m0084 from './0084_source_images';
import * as m0086 from './0086_record_person_events';
import * as m0088 from './0088_record_persons_name_order';
import * as m0089 from './0089_record_person_pair_keys';
import * as m0090 from './0090_record_person_one_syllable_keys';
import * as m0091 from './0091_record_persons_page';
import * as m0092 from './0092_hints_rescore';
import * as m0093 from './0093_draw_answers';
import * as m0094 from './0094_rows_written_since';
import * as m0095 from './0095_couple_card_change';
import * as m0096 from './0096_tree_graph_snapshots';
import * as m0097 from './0097_layout_places';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_login_keys': m0002,
  '0003_accounts': m0003,
  '0010_trees': m0010,
  '0020_content': m0020,
  '0021_content_seed': m0021,
  '0030_layout_state': m0030,
  '0040_jobs': m0040,
  '0041_gedcom': m0041,
  '0042_gedcom_person_extras_tree': m0042,
  '0043_tree_importing': m0043,
  '0050_tree_changes': m0050,
  '0051_tree_changes_bound': m0051,
  '0052_gedcom_person_chunks': m0052,
  '0053_person_search_keys': m0053,
  '0054_job_leases': m0054,
  '0055_paged_tree_reads': m0055,
  '0056_member_name_display': m0056,
  '0057_dictionary': m0057,
  '0058_places': m0058,
  '0059_place_alternatives': m0059,
  '0060_clans': m0060,
  '0061_overseas': m0061,
  '0062_place_coordinates': m0062,
  '0063_place_initials': m0063,
  '0064_library': m0064,
  '0065_payments': m0065,
  '0066_records': m0066,
  '0067_mentions': m0067,
  '0068_record_source_pages': m0068,
  '0069_contact_requests': m0069,
  '0070_newsletter_events': m0070,
  '0071_wiki': m0071,
  '0072_family_websites': m0072,
  '0073_hints': m0073,
  '0074_zupus': m0074,
  '0076_record_cemeteries': m0076,
  '0079_overseas_points': m0079,
  '0080_place_saved_locations': m0080,
  '0081_pending_signups': m0081,
  '0082_hint_reviewed_at': m0082,
  '0083_zupu_lexemes_no_pending_list': m0083,
  '0084_source_images': m0084,
  '0086_record_person_events': m0086,
  '0088_record_persons_name_order': m0088,
  '0089_record_person_pair_keys': m0089,
  '0090_record_person_one_syllable_keys': m0090,
  '0091_record_persons_page': m0091,
  '0092_hints_rescore': m0092,
  '0093_draw_answers': m0093,
  '0094_rows_written_since': m0094,
  '0095_couple_card_change': m0095,
  '0096_tree_graph_snapshots': m0096,
  '0097_layout_places': m0097,
};
