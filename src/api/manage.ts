/**
 * Tree management calls the tree and person modules do not carry: deleting a tree, sharing with
 * members, the onboarding step, and the GEDCOM export job under /api/people (outside /api/v1).
 */
import { z } from 'zod';
import type { ErrorBody } from '../protocol/common';
import { exportStartSchema, exportStatusSchema, type ExportFormat, type ExportStatusResponse } from '../protocol/gedcom';
import { treeMemberSchema } from '../protocol/trees';
import { ApiError, call, commonHeaders, storeSessionId } from './client';

const treePath = (treeId: string, rest = '') => `familytree/${encodeURIComponent(treeId)}/${rest}`;

const membersSchema = z.object({ tree_members: z.array(treeMemberSchema) });
const deletedTreeSchema = z.object({ deleted: z.string(), family_tree_id: z.string().nullable().optional() });
export const onboardingStateSchema = z.object({
  is_onboarded: z.boolean(),
  /** One of onboardingSteps, or null before the first step is saved; the machine treats anything else as the start. */
  onboarding_step: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const manageApi = {
  deleteTree: (treeId: string) => call('DELETE', treePath(treeId, 'delete/'), deletedTreeSchema),
  addMembers: (treeId: string, emails: string[], isEditor: boolean) =>
    call('POST', treePath(treeId, 'add-members/'), membersSchema, { json: { emails, is_editor: isEditor } }),
  editMember: (treeId: string, email: string, isEditor: boolean) =>
    call('POST', treePath(treeId, 'edit-member/'), membersSchema, { json: { email, is_editor: isEditor } }),
  deleteMember: (treeId: string, email: string) => call('POST', treePath(treeId, 'delete-member/'), membersSchema, { json: { email } }),
  /** Two persons as a couple (the other fields keep their defaults). */
  createCouple: (person1Id: string, person2Id: string) => call('POST', 'couple/', z.looseObject({}), { json: { person1_id: person1Id, person2_id: person2Id } }),
  onboarding: () => call('GET', 'familytree/onboarding/', onboardingStateSchema),
  saveOnboarding: (state: { onboarding_step?: string; is_onboarded?: boolean }) =>
    call('POST', 'familytree/onboarding/', onboardingStateSchema, { json: state }),
};

const PEOPLE_PREFIX = '/api/people/';

async function failure(response: Response): Promise<ApiError> {
  let body: ErrorBody = { error: `The export failed (${response.status}).` };
  try {
    const parsed = (await response.json()) as Partial<ErrorBody>;
    if (typeof parsed.error === 'string') body = parsed as ErrorBody;
  } catch {
    // Not JSON: keep the status message.
  }
  return new ApiError(response.status, body);
}

function exportUrl(treeId: string, params: Record<string, string>): string {
  return `${PEOPLE_PREFIX}tree/export/${encodeURIComponent(treeId)}/?${new URLSearchParams(params).toString()}`;
}

export type ExportPoll = { kind: 'status'; status: ExportStatusResponse } | { kind: 'file'; blob: Blob; fileName: string };

function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="([^"]+)"/i);
  return plain ? plain[1] : fallback;
}

export const exportApi = {
  start: async (treeId: string, format: ExportFormat, signal?: AbortSignal): Promise<string> => {
    const response = await fetch(exportUrl(treeId, { format }), { headers: commonHeaders(), signal });
    storeSessionId(response);
    if (!response.ok) throw await failure(response);
    return exportStartSchema.parse(await response.json()).status_key;
  },
  /** Either the job's progress (JSON) or, once done, the file itself. */
  poll: async (treeId: string, format: ExportFormat, statusKey: string, signal?: AbortSignal): Promise<ExportPoll> => {
    const response = await fetch(exportUrl(treeId, { format, status_key: statusKey }), { headers: commonHeaders(), signal });
    storeSessionId(response);
    if (!response.ok) throw await failure(response);
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json')) return { kind: 'status', status: exportStatusSchema.parse(await response.json()) };
    return { kind: 'file', blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), `tree.${format === 'gedzip' ? 'gdz' : 'ged'}`) };
  },
};
