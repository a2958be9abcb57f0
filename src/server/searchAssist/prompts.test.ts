import { describe, expect, it } from 'vitest';
import { recordSearchQuerySchema } from '../../protocol/records';
import { assistFormQuery } from '../../protocol/searchAssist';
import { searchFollowUp, searchForPrompt } from '.';
import { labelledPrompts, runLabelled } from './labelledPrompts';

const prompts = labelledPrompts();
const results = runLabelled(
  prompts,
  (p) => searchForPrompt(p).form,
  (url, p) => searchFollowUp(url, p).form,
);

describe('labelled prompts', () => {
  it('holds at least 60 prompts, 25 of each language, follow-ups among them', () => {
    const han = prompts.filter((p) => /\p{Script=Han}/u.test(p.prompt) && !/^[A-Za-z]/u.test(p.prompt));
    expect(prompts.length).toBeGreaterThanOrEqual(60);
    expect(han.length).toBeGreaterThanOrEqual(25);
    expect(prompts.length - han.length).toBeGreaterThanOrEqual(25);
    expect(prompts.filter((p) => p.after).length).toBeGreaterThanOrEqual(10);
  });

  it.each(results.map((r) => [r.prompt.id, r.prompt.prompt, r] as const))('%s: %s', (_id, _prompt, r) => {
    expect(r.got).toEqual(r.prompt.form);
  });
});

describe('the forms the labels hold', () => {
  it.each(prompts.map((p) => [p.id, p.form] as const))('%s is a search the record search takes', (_id, form) => {
    const parsed = recordSearchQuerySchema.safeParse(Object.fromEntries(assistFormQuery(form)));
    expect(parsed.success ? null : parsed.error.issues).toBeNull();
  });
});
