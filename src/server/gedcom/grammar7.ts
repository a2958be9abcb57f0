/**
 * The GEDCOM 7.0 grammar (FamilySearch GEDCOM-registries generated_files/g7validation.json @c0de61e,
 * copied beside this file): which substructures each structure allows, how many, and what payload.
 */
import { readFileSync } from 'node:fs';

interface RawGrammar {
  substructure: Record<string, Record<string, { cardinality: string; type: string }>>;
  payload: Record<string, { type: string | null; to?: string; set?: string } | null>;
  set: Record<string, Record<string, string>>;
  tag: Record<string, string>;
}

export interface SubRule {
  type: string;
  min: number;
  max: number;
}

export interface Grammar {
  /** Allowed substructures of a structure type, by tag ('' is the document level). */
  subs(type: string): Map<string, SubRule> | undefined;
  payload(type: string): { type: string | null; to?: string; set?: string } | null;
  enumValues(set: string): Set<string>;
}

let cached: Grammar | null = null;

/** Loads the 7.0 grammar once. */
export function grammar7(): Grammar {
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(new URL('./g7validation.json', import.meta.url), 'utf8')) as RawGrammar;
  const subs = new Map<string, Map<string, SubRule>>();
  for (const [type, table] of Object.entries(raw.substructure)) {
    const m = new Map<string, SubRule>();
    for (const [key, rule] of Object.entries(table)) {
      // Registered extensions are listed by URI; their tag is in the tag table.
      const tag = key.includes('://') ? raw.tag[key] : key;
      if (!tag) continue;
      const c = /^\{(\d+):(\d+|M)\}$/.exec(rule.cardinality);
      m.set(tag, { type: rule.type, min: c ? Number(c[1]) : 0, max: c && c[2] !== 'M' ? Number(c[2]) : Infinity });
    }
    subs.set(type, m);
  }
  const sets = new Map<string, Set<string>>();
  cached = {
    subs: (type) => subs.get(type),
    payload: (type) => raw.payload[type] ?? null,
    enumValues: (set) => {
      let s = sets.get(set);
      if (!s) {
        s = new Set(Object.keys(raw.set[set] ?? {}));
        sets.set(set, s);
      }
      return s;
    },
  };
  return cached;
}
