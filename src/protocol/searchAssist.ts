/**
 * The search assistant (GET api/search-assist/search-for-prompt/ and search-follow-up/): a prompt in
 * English or Chinese becomes the record search form (platform.md 3), a search URL and a sentence
 * saying what was taken from the prompt. The form uses the record search form's field names.
 */
import { z } from 'zod';
import { RECORD_CATEGORY_LABELS, relationTypes, type RecordCategoryId } from './records';

export const SEARCH_PROMPT_MAX = 500;
/** The page the search URL opens. */
export const RECORD_SEARCH_PATH = '/search/records';

export const searchForPromptQuerySchema = z.object({
  search_prompt: z.string().trim().min(1, 'Type what you are looking for.').max(SEARCH_PROMPT_MAX, `At most ${SEARCH_PROMPT_MAX} characters.`),
});

export const searchFollowUpQuerySchema = z.object({
  search_url: z
    .string()
    .trim()
    .max(4_000)
    .refine((u) => u.startsWith(`${RECORD_SEARCH_PATH}?`) || u === RECORD_SEARCH_PATH, `A search URL starting with ${RECORD_SEARCH_PATH}.`),
  follow_up_prompt: z.string().trim().min(1, 'Type how to change the search.').max(SEARCH_PROMPT_MAX, `At most ${SEARCH_PROMPT_MAX} characters.`),
});

const categoryIds = Object.keys(RECORD_CATEGORY_LABELS) as [RecordCategoryId, ...RecordCategoryId[]];

export const assistRelativeSchema = z.object({ first_name: z.string(), surname: z.string(), relation_type: z.enum(relationTypes).optional() });
export type AssistRelative = z.infer<typeof assistRelativeSchema>;

export const assistFactSchema = z.object({
  fact_type: z.string(),
  year: z.number().int().optional(),
  approx: z.number().int().optional(),
  place_display_text: z.string().optional(),
});
export type AssistFact = z.infer<typeof assistFactSchema>;

/** The record search form as the assistant fills it: only the fields it set. */
export const assistFormSchema = z.object({
  first_name: z.string().optional(),
  surname: z.string().optional(),
  gender: z.enum(['m', 'f']).optional(),
  birth_year: z.number().int().optional(),
  birth_year_approx: z.number().int().optional(),
  death_year: z.number().int().optional(),
  death_year_approx: z.number().int().optional(),
  birth_location: z.string().optional(),
  death_location: z.string().optional(),
  residence_location: z.string().optional(),
  residence_from: z.number().int().optional(),
  residence_to: z.number().int().optional(),
  record_year: z.number().int().optional(),
  category_id: z.enum(categoryIds).optional(),
  has_images: z.boolean().optional(),
  with_fuzzy_first_name: z.boolean().optional(),
  with_fuzzy_surname: z.boolean().optional(),
  is_flexible: z.boolean().optional(),
  relatives: z.array(assistRelativeSchema).optional(),
  facts: z.array(assistFactSchema).optional(),
});
export type AssistForm = z.infer<typeof assistFormSchema>;

export const searchAssistResponseSchema = z.object({
  /** The record search page with the form filled in (indexed-records tab). */
  search_url: z.string(),
  form: assistFormSchema,
  /** What the parser took from the prompt, in the prompt's language. */
  understood: z.string(),
});
export type SearchAssistResponse = z.infer<typeof searchAssistResponseSchema>;

const TEXT_KEYS = ['first_name', 'surname', 'gender', 'birth_location', 'death_location', 'residence_location', 'category_id'] as const;
const NUMBER_KEYS = ['birth_year', 'birth_year_approx', 'death_year', 'death_year_approx', 'residence_from', 'residence_to', 'record_year'] as const;
const FLAG_KEYS = ['with_fuzzy_first_name', 'with_fuzzy_surname', 'is_flexible'] as const;

/** The query of the record search page for a form, in the page's own parameter order. */
export function assistFormQuery(form: AssistForm): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of TEXT_KEYS) if (form[key]) q.set(key, form[key]);
  for (const key of NUMBER_KEYS) if (form[key] !== undefined) q.set(key, String(form[key]));
  for (const key of FLAG_KEYS) if (form[key]) q.set(key, 'true');
  if (form.has_images !== undefined) q.set('has_images', String(form.has_images));
  if (form.relatives?.length) q.set('relatives', JSON.stringify(form.relatives));
  if (form.facts?.length) q.set('facts', JSON.stringify(form.facts));
  return q;
}

export function assistSearchUrl(form: AssistForm): string {
  const q = assistFormQuery(form).toString();
  return q ? `${RECORD_SEARCH_PATH}?${q}` : RECORD_SEARCH_PATH;
}

function jsonList(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v : [v];
  } catch {
    return [];
  }
}

/** The form a search URL carries; values that are not what the form takes are left out. */
export function assistFormFromUrl(url: string): AssistForm {
  const q = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const raw: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) if (q.get(key)?.trim()) raw[key] = q.get(key)!.trim();
  for (const key of NUMBER_KEYS) if (/^\d{1,4}$/.test(q.get(key) ?? '')) raw[key] = Number(q.get(key));
  for (const key of FLAG_KEYS) if (q.get(key) === 'true') raw[key] = true;
  if (q.get('has_images') === 'true' || q.get('has_images') === 'false') raw.has_images = q.get('has_images') === 'true';
  const relatives = jsonList(q.get('relatives')).flatMap((r) => {
    const parsed = assistRelativeSchema.safeParse({ first_name: '', surname: '', ...(typeof r === 'object' ? r : {}) });
    return parsed.success && (parsed.data.first_name || parsed.data.surname) ? [parsed.data] : [];
  });
  if (relatives.length) raw.relatives = relatives;
  const facts = jsonList(q.get('facts')).flatMap((f) => {
    const parsed = assistFactSchema.safeParse(f);
    return parsed.success && parsed.data.fact_type ? [parsed.data] : [];
  });
  if (facts.length) raw.facts = facts;
  const form: Record<string, unknown> = {};
  // Field by field, so one bad value (an unknown category) drops only itself.
  for (const [key, value] of Object.entries(raw)) {
    const field = assistFormSchema.shape[key as keyof AssistForm];
    if (field.safeParse(value).success) form[key] = value;
  }
  return form as AssistForm;
}
