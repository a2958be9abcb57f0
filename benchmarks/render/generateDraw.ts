/**
 * Deterministic DrawResponse generator for renderer tests and benchmarks: rows of couples, each couple
 * with one child in the row below (who marries in a spouse), joined by orthogonal lines.
 */
import type { DrawLine, DrawPerson, DrawResponse, Gender } from '../../src/protocol/draw';

export const CARD_W = 160;
export const CARD_H = 64;
export const GAP_X = 20;
export const GAP_Y = 80;

const SURNAMES: [string, string][] = [
  ['Chen', '陈'], ['Lee', '李'], ['Wong', '黄'], ['Zhang', '张'], ['Liu', '刘'], ['Lam', '林'], ['Ng', '吴'], ['Tan', '陈'],
];
const GIVEN: [string, string, Gender][] = [
  ['Wei', '伟', 'm'], ['Mei Ling', '美玲', 'f'], ['Jian', '建', 'm'], ['Xiu Ying', '秀英', 'f'], ['Ming', '明', 'm'],
  ['Hui', '慧', 'f'], ['Guo Qiang', '国强', 'm'], ['Li Na', '丽娜', 'f'],
];
const PHOTO_COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad'];

export interface GenerateOptions {
  persons: number;
  /** Persons per row (rounded to even); defaults to a roughly square tree. */
  perRow?: number;
  /** Every n-th person gets a photo (0: none). */
  photoEvery?: number;
  withGhosts?: boolean;
}

function photoUrl(i: number): string {
  const c = PHOTO_COLOURS[i % PHOTO_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="22" fill="${c}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function personId(row: number, col: number): string {
  return `p${row}_${col}`;
}

/** Builds a full draw payload of about `persons` cards (exactly, unless ghosts are added). */
export function generateDraw(opts: GenerateOptions): DrawResponse {
  const n = Math.max(2, opts.persons);
  let perRow = opts.perRow ?? Math.max(2, Math.round(Math.sqrt(n * 1.2)));
  if (perRow % 2) perRow++;
  const rows = Math.ceil(n / perRow);
  const startRow = Math.floor(rows / 2);
  const persons: DrawPerson[] = [];
  const lines: DrawLine[] = [];
  const stepX = CARD_W + GAP_X;
  const stepY = CARD_H + GAP_Y;
  const margin = 40;
  const rowCount = (r: number) => Math.min(perRow, n - r * perRow);
  for (let r = 0; r < rows; r++) {
    const count = rowCount(r);
    for (let c = 0; c < count; c++) {
      const idx = r * perRow + c;
      const [sEn, sZh] = SURNAMES[(r * 7 + Math.floor(c / 2) * 3) % SURNAMES.length];
      const [gEn, gZh, gender] = GIVEN[(idx * 5 + r) % GIVEN.length];
      const born = 1850 + (r % 7) * 25 + (c % 7);
      const deceased = born < 1940;
      persons.push({
        object_id: personId(r, c),
        is_start_person: r === startRow && c === 0,
        is_ghost: false,
        generation: r - startRow,
        position: { x: margin + c * stepX, y: margin + r * stepY, width: CARD_W, height: CARD_H },
        card: {
          full_name: `${gEn} ${sEn} ${sZh}${gZh}`,
          names_en: `${gEn} ${sEn}`,
          names_zh: `${sZh}${gZh}`,
          gender,
          birth_text: c % 5 === 0 ? `~${born}` : String(born),
          death_text: deceased ? String(born + 60 + (c % 20)) : '',
          is_deceased: deceased,
          photo_url: opts.photoEvery && idx % opts.photoEvery === 0 ? photoUrl(idx) : null,
          has_hidden_subtree: idx % 97 === 13,
          hidden_count: idx % 97 === 13 ? 3 + (idx % 9) : 0,
          hint_count: idx % 31 === 0 ? 1 + (idx % 4) : undefined,
          birth_order: c % 2 === 0 ? 1 + (c % 3) : undefined,
        },
      });
      if (c % 2 === 1) {
        const x0 = margin + (c - 1) * stepX;
        const y = margin + r * stepY;
        const fam = `f${r}_${(c - 1) / 2}`;
        lines.push({
          line_id: `c${r}_${(c - 1) / 2}`,
          kind: 'couple',
          person_ids: [personId(r, c - 1), personId(r, c)],
          points: [[x0 + CARD_W, y + CARD_H / 2], [x0 + stepX, y + CARD_H / 2]],
          family_id: fam,
        });
        // One child per couple, placed under the couple's first person in the next row.
        const childCol = c - 1;
        if (r + 1 < rows && childCol < rowCount(r + 1)) {
          const midX = x0 + CARD_W + GAP_X / 2;
          const busY = y + CARD_H + GAP_Y / 2;
          const childX = margin + childCol * stepX + CARD_W / 2;
          lines.push({
            line_id: `pc${r}_${(c - 1) / 2}`,
            kind: 'parent_child',
            person_ids: [personId(r, c - 1), personId(r, c), personId(r + 1, childCol)],
            points: [[midX, y + CARD_H / 2], [midX, busY], [childX, busY], [childX, y + stepY]],
            family_id: fam,
          });
        }
      }
    }
  }
  if (opts.withGhosts) {
    const start = persons.find((p) => p.is_start_person)!;
    // Columns left of the start person are empty, so the ghosts sit there in the row above.
    const ghosts: [string, 'father' | 'mother', number][] = [['g_father', 'father', -2 * stepX], ['g_mother', 'mother', -stepX]];
    for (const [id, type, dx] of ghosts) {
      persons.push({
        object_id: id,
        is_start_person: false,
        is_ghost: true,
        ghost_type: type,
        ghost_of: start.object_id,
        generation: start.generation - 1,
        position: { x: start.position.x + dx, y: start.position.y - stepY, width: CARD_W, height: CARD_H },
        card: {
          full_name: '', names_en: '', names_zh: '', gender: type === 'father' ? 'm' : 'f', birth_text: '', death_text: '',
          is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0,
        },
      });
    }
  }
  return {
    persons,
    lines,
    tree_width: margin * 2 + perRow * stepX,
    tree_height: margin * 2 + rows * stepY,
    tree_margin_x: margin,
    has_state: false,
    map_hash: `gen-${n}-${perRow}`,
    blood_relatives_ids: [],
    preferences: { color_code_gender: true, tree_show_birth_order: true },
  };
}
