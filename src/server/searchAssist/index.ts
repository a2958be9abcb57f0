/**
 * The search assistant's two answers: a first prompt read into the record search form, and a
 * follow-up that changes the form a search URL carries ("only immigration records", 他的妻子叫 Lee).
 * Pure: no database, no HTTP.
 */
import { assistFormFromUrl, assistSearchUrl, type AssistForm, type AssistRelative, type SearchAssistResponse } from '../../protocol/searchAssist';
import { parsePrompt, type Reading } from './parsePrompt';
import type { PlaceIndex } from './placeIndex';
import { followUpSentence, understoodSentence } from './understood';

export { parsePrompt, type Reading } from './parsePrompt';
export { placeIndex } from './placeIndex';

export function searchForPrompt(prompt: string, places?: PlaceIndex): SearchAssistResponse {
  const reading = parsePrompt(prompt, places);
  return { search_url: assistSearchUrl(reading.form), form: reading.form, understood: understoodSentence(reading.form, reading) };
}

const sameRelative = (a: AssistRelative, b: AssistRelative) =>
  a.relation_type === b.relation_type && a.surname.toLowerCase() === b.surname.toLowerCase() && a.first_name.toLowerCase() === b.first_name.toLowerCase();

/** The previous form changed by what a follow-up reads as; relative labels aligned with the result. */
export function mergeFollowUp(previous: AssistForm, reading: Reading): { form: AssistForm; labels: (string | undefined)[] } {
  const next: AssistForm = { ...previous };
  const said = reading.form;
  for (const key of reading.cleared) {
    delete next[key];
    if (key === 'birth_year') delete next.birth_year_approx;
    if (key === 'death_year') delete next.death_year_approx;
  }
  if (said.surname !== undefined && said.first_name !== undefined) [next.surname, next.first_name] = [said.surname, said.first_name];
  else if (said.surname !== undefined) next.surname = said.surname;
  else if (said.first_name !== undefined) next.first_name = said.first_name;
  for (const key of ['birth_year', 'death_year'] as const) {
    if (said[key] === undefined) continue;
    next[key] = said[key];
    const approx = key === 'birth_year' ? 'birth_year_approx' : 'death_year_approx';
    if (said[approx]) next[approx] = said[approx];
    else delete next[approx];
  }
  const scalars = [
    'gender', 'birth_location', 'death_location', 'residence_location', 'residence_from', 'residence_to', 'record_year', 'category_id', 'has_images',
    'with_fuzzy_first_name', 'with_fuzzy_surname', 'is_flexible',
  ] as const;
  for (const key of scalars) if (said[key] !== undefined) (next as Record<string, unknown>)[key] = said[key];

  const relatives: AssistRelative[] = [...(previous.relatives ?? [])];
  const labels: (string | undefined)[] = relatives.map(() => undefined);
  (said.relatives ?? []).forEach((r, i) => {
    // A person has one spouse in a record: a new one replaces the old; other relatives add up.
    const at = relatives.findIndex((old) => sameRelative(old, r) || (r.relation_type === 'spouse' && old.relation_type === 'spouse'));
    if (at >= 0) [relatives[at], labels[at]] = [r, reading.relativeLabels[i]];
    else {
      relatives.push(r);
      labels.push(reading.relativeLabels[i]);
    }
  });
  if (relatives.length) next.relatives = relatives;
  const facts = [...(previous.facts ?? [])];
  for (const f of said.facts ?? []) {
    const at = facts.findIndex((old) => old.fact_type === f.fact_type);
    if (at >= 0) facts[at] = { ...facts[at], ...f };
    else facts.push(f);
  }
  if (facts.length) next.facts = facts;
  return { form: assistFormFromUrl(assistSearchUrl(next)), labels };
}

export function searchFollowUp(searchUrl: string, followUp: string, places?: PlaceIndex): SearchAssistResponse {
  const previous = assistFormFromUrl(searchUrl);
  const reading = parsePrompt(followUp, places);
  const { form, labels } = mergeFollowUp(previous, reading);
  return { search_url: assistSearchUrl(form), form, understood: followUpSentence(previous, form, { ...reading, relativeLabels: labels }) };
}
