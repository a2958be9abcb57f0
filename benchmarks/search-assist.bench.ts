/**
 * The search assistant's prompt parser on the labelled prompts: accuracy per form field, beside a
 * naive baseline measured in the same run (the first two words are the name, surname first; the
 * first four-digit number is the birth year; follow-ups change nothing), and the time one prompt
 * takes. Two sets: prompts.json (written with the parser, asserted by its tests) and heldout.json
 * (written after it and never used to tune it).
 * Run: npm run bench -- search-assist
 */
import { isDeepStrictEqual } from 'node:util';
import { assistFormFromUrl, type AssistForm } from '../src/protocol/searchAssist';
import { placeIndex, searchFollowUp, searchForPrompt } from '../src/server/searchAssist';
import { labelledPrompts, runLabelled, type LabelledPrompt } from '../src/server/searchAssist/labelledPrompts';
import type { BenchTable } from './lib/table';

const FIELDS: (keyof AssistForm)[] = [
  'surname', 'first_name', 'gender', 'birth_year', 'birth_year_approx', 'birth_location', 'death_year', 'death_location',
  'residence_location', 'record_year', 'category_id', 'has_images', 'relatives', 'facts',
];

/** The baseline: what a form filled by position alone would hold. */
function naive(prompt: string): AssistForm {
  const form: AssistForm = {};
  const han = prompt.match(/\p{Script=Han}+/u)?.[0];
  if (han) {
    form.surname = han.slice(0, 1);
    if (han.length > 1) form.first_name = han.slice(1, 3);
  } else {
    const words = prompt.match(/[A-Za-z]+/gu) ?? [];
    if (words[0]) form.surname = words[0];
    if (words[1]) form.first_name = words[1];
  }
  const year = /(?<!\d)(1[5-9]\d\d|20[0-2]\d)(?!\d)/u.exec(prompt);
  if (year) form.birth_year = Number(year[1]);
  return form;
}

const plain = (form: AssistForm) => JSON.parse(JSON.stringify(form)) as AssistForm;

function score(results: { prompt: LabelledPrompt; got: AssistForm }[]) {
  const perField = new Map<keyof AssistForm, { right: number; asked: number }>();
  for (const { prompt, got } of results) {
    for (const f of FIELDS) {
      if (prompt.form[f] === undefined && got[f] === undefined) continue;
      const s = perField.get(f) ?? { right: 0, asked: 0 };
      s.asked++;
      if (isDeepStrictEqual(plain({ [f]: got[f] }), plain({ [f]: prompt.form[f] }))) s.right++;
      perField.set(f, s);
    }
  }
  const whole = results.filter((r) => isDeepStrictEqual(plain(r.got), plain(r.prompt.form))).length;
  return { perField, whole, total: results.length };
}

const pct = (right: number, asked: number) => (asked ? `${((100 * right) / asked).toFixed(0)}% (${right}/${asked})` : '–');

export default async function run(): Promise<BenchTable[]> {
  const t0 = performance.now();
  placeIndex();
  const indexMs = performance.now() - t0;
  const tables: BenchTable[] = [];
  for (const set of ['prompts', 'heldout'] as const) {
    const prompts = labelledPrompts(set);
    const parser = score(runLabelled(prompts, (p) => searchForPrompt(p).form, (url, p) => searchFollowUp(url, p).form));
    const baseline = score(runLabelled(prompts, naive, (url) => assistFormFromUrl(url)));
    const rows: (string | number)[][] = FIELDS.filter((f) => parser.perField.has(f) || baseline.perField.has(f)).map((f) => {
      const p = parser.perField.get(f) ?? { right: 0, asked: 0 };
      const b = baseline.perField.get(f) ?? { right: 0, asked: 0 };
      return [f, pct(p.right, p.asked), pct(b.right, b.asked)];
    });
    rows.push(['whole form exact', pct(parser.whole, parser.total), pct(baseline.whole, baseline.total)]);
    tables.push({
      title: `Search assistant: accuracy per field on ${set}.json (${prompts.length} prompts, ${prompts.filter((p) => p.after).length} follow-ups)`,
      columns: ['field', 'parser', 'baseline: first two words are the name'],
      rows,
      notes: ['A field counts where the label or the answer sets it; right when they are equal.'],
    });
  }
  const all = [...labelledPrompts('prompts'), ...labelledPrompts('heldout')].filter((p) => !p.after);
  // One round first: the first prompts of each script also compile the parser's patterns and warm the converters.
  const cold: number[] = [];
  for (const p of all) {
    const s = performance.now();
    searchForPrompt(p.prompt);
    cold.push(performance.now() - s);
  }
  // CPU time of this thread per prompt beside wall time: on a shared machine the wall clock also counts waiting for a core.
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const p of all) {
      const c = process.cpuUsage();
      const s = performance.now();
      searchForPrompt(p.prompt);
      wall.push(performance.now() - s);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!.toFixed(2);
  const { loadavg } = await import('node:os');
  tables.push({
    title: 'Search assistant: time to read one prompt (no database)',
    columns: ['prompts read', 'CPU p50 ms', 'CPU p95 ms', 'CPU max ms', 'wall p50 ms', 'wall p95 ms', 'first round max ms (wall)', 'place index build ms (once)'],
    rows: [[cpu.length, at(cpu, 0.5), at(cpu, 0.95), Math.max(...cpu).toFixed(2), at(wall, 0.5), at(wall, 0.95), Math.max(...cold).toFixed(1), indexMs.toFixed(0)]],
    notes: [
      'After one warm-up round over the same prompts; the first round (patterns compiled, converters loaded) is shown apart.',
      `Load average during the run: ${loadavg()[0]!.toFixed(1)} on ${(await import('node:os')).cpus().length} cores; wall times include waiting for a core.`,
    ],
  });
  return tables;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./lib/table');
  for (const table of await run()) console.log(`${formatTable(table)}\n`);
}
