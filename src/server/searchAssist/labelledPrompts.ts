/**
 * The labelled prompts of tests/fixtures/search-assist/prompts.json, read for the parser's test and
 * benchmark: each prompt with the form it should fill, follow-ups run on their earlier search.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assistSearchUrl, type AssistForm } from '../../protocol/searchAssist';

export interface LabelledPrompt {
  id: string;
  prompt: string;
  /** The id of the prompt this one follows up. */
  after?: string;
  form: AssistForm;
}

/** prompts.json (asserted by the tests) or heldout.json (written after the parser, only measured). */
export function labelledPrompts(set: 'prompts' | 'heldout' = 'prompts'): LabelledPrompt[] {
  const file = fileURLToPath(new URL(`../../../tests/fixtures/search-assist/${set}.json`, import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { prompts: LabelledPrompt[] }).prompts;
}

/**
 * Runs every prompt through `first` (a prompt) or `followUp` (the earlier answer's search URL and the
 * prompt); a follow-up starts from the labelled form of the prompt it follows, so one miss is
 * counted once.
 */
export function runLabelled(
  prompts: LabelledPrompt[],
  first: (prompt: string) => AssistForm,
  followUp: (searchUrl: string, prompt: string) => AssistForm,
): { prompt: LabelledPrompt; got: AssistForm }[] {
  const byId = new Map(prompts.map((p) => [p.id, p]));
  return prompts.map((p) => {
    const earlier = p.after ? byId.get(p.after) : undefined;
    if (p.after && !earlier) throw new Error(`${p.id} follows ${p.after}, which is not in the file.`);
    return { prompt: p, got: earlier ? followUp(assistSearchUrl(earlier.form), p.prompt) : first(p.prompt) };
  });
}
