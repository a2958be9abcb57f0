/**
 * The full edit's extra fields as plain data: facts (type, value, year, place), residences (place,
 * from and to year) and notes; built from a person, turned into what PATCH person and
 * POST person/{id}/facts/ take, and the server's errors for them placed on their rows.
 */
import type { FactItem, PersonFields, Residence } from '../../../protocol/person';

export interface FactRow {
  type: string;
  value: string;
  year: string;
  place: string;
  /** The fact as loaded, so what the form does not show (month, end date, cemetery) survives a save. */
  before: FactItem | null;
}

export interface ResidenceRow {
  place: string;
  from: string;
  to: string;
  before: Residence | null;
}

export interface ExtraForm {
  facts: FactRow[];
  residences: ResidenceRow[];
  notes: string;
}

/** Errors for one row's fields, by field name ('fact_type', 'from_year'...). */
export type RowErrors = Record<string, string[]>;
export interface ExtraErrors {
  facts: Record<number, RowErrors>;
  residences: Record<number, RowErrors>;
  notes: string[];
}

export const emptyFact = (): FactRow => ({ type: '', value: '', year: '', place: '', before: null });
export const emptyResidence = (): ResidenceRow => ({ place: '', from: '', to: '', before: null });

export function extraFromPerson(p: Pick<PersonFields, 'facts' | 'residence_location' | 'notes'>): ExtraForm {
  return {
    facts: p.facts.map((f) => ({ type: f.fact_type, value: f.value ?? '', year: f.start_date?.year?.toString() ?? '', place: f.place_display_text ?? '', before: f })),
    residences: p.residence_location.map((r) => ({ place: r.display_text, from: r.from_year?.toString() ?? '', to: r.to_year?.toString() ?? '', before: r })),
    notes: p.notes ?? '',
  };
}

/** A typed number stays as typed when it is not one, so the server (not the browser) rejects it. */
function year(v: string): number | null {
  const t = v.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : (t as unknown as number);
}

const blankFact = (r: FactRow) => !r.type.trim() && !r.value.trim() && !r.year.trim() && !r.place.trim();

/** The facts to send; rows left wholly empty are dropped, a row with only a value still goes (the server names what is missing). */
export function factsFromForm(rows: readonly FactRow[]): FactItem[] {
  return rows
    .filter((r) => !blankFact(r))
    .map((r) => {
      const y = year(r.year);
      const start = r.before?.start_date ?? null;
      return {
        fact_type: r.type.trim(),
        value: r.value.trim() || null,
        start_date: y === null ? (start && start.year === null ? start : null) : { ...(start ?? { day: null, month: null, approximation_years: null, approximation_type: null, text_value: null, cn_date: null }), year: y },
        end_date: r.before?.end_date ?? null,
        place_display_text: r.place.trim() || null,
        cemetery: r.before?.cemetery ?? null,
        info: r.before?.info ?? [],
      };
    });
}

export function residencesFromForm(rows: readonly ResidenceRow[]): Residence[] {
  return rows
    .filter((r) => r.place.trim() || r.from.trim() || r.to.trim())
    .map((r) => ({ place_id: r.before?.display_text === r.place.trim() ? r.before.place_id : null, display_text: r.place.trim(), from_year: year(r.from), to_year: year(r.to) }));
}

/**
 * Splits server error keys ("facts.1.fact_type", "residence_location.0.to_year", "notes") onto the
 * rows they name. Indexes are of the rows sent, so blank rows that were dropped are mapped back.
 */
export function extraErrors(fields: Record<string, string[]> | undefined, form: ExtraForm): ExtraErrors {
  const out: ExtraErrors = { facts: {}, residences: {}, notes: [] };
  const sentFacts = form.facts.map((r, i) => (blankFact(r) ? -1 : i)).filter((i) => i >= 0);
  const sentRes = form.residences.map((r, i) => (r.place.trim() || r.from.trim() || r.to.trim() ? i : -1)).filter((i) => i >= 0);
  for (const [key, messages] of Object.entries(fields ?? {})) {
    const [head, index, field = 'row'] = key.split('.');
    if (head === 'notes') out.notes.push(...messages);
    else if (head === 'facts' || head === 'residence_location') {
      const rows = head === 'facts' ? sentFacts : sentRes;
      const row = rows[Number(index)];
      if (row === undefined) continue;
      const target = head === 'facts' ? out.facts : out.residences;
      ((target[row] ??= {})[field] ??= []).push(...messages);
    }
  }
  return out;
}
