/**
 * Chinese and English terms for a blood relative along one up-then-down path. Chinese kinship words
 * depend on the side (father's or mother's), the genders along the way and relative age: 伯父 is the
 * father's elder brother, 叔叔 the younger; 堂 cousins descend from the father's brothers, 表 from the rest.
 */
import { byGender, englishBlood } from './english';
import { GENDER_FEMALE, GENDER_MALE, GENDER_NONE, KIND_STEP, compareAge, ownParents, type KinGraph } from './kinGraph';

export interface Term {
  en: string;
  zh: string;
  /** A second common Chinese form (爷爷 for 祖父, 外婆 for 外祖母). */
  zhAlt?: string;
}

/** The fallback when no specific Chinese term fits. */
export const DISTANT_ZH = '远亲';

const KIND_ZH_PARENT = [['父亲', '母亲', '父母'], ['养父', '养母', '养父母'], ['养父', '养母', '养父母'], ['继父', '继母', '继父母']];
const KIND_EN_PARENT = [['father', 'mother', 'parent'], ['adoptive father', 'adoptive mother', 'adoptive parent'], ['foster father', 'foster mother', 'foster parent'], ['stepfather', 'stepmother', 'step-parent']];
const KIND_ZH_CHILD = [['儿子', '女儿', '子女'], ['养子', '养女', '养子女'], ['养子', '养女', '养子女'], ['继子', '继女', '继子女']];
const KIND_EN_CHILD = [['son', 'daughter', 'child'], ['adopted son', 'adopted daughter', 'adopted child'], ['foster son', 'foster daughter', 'foster child'], ['stepson', 'stepdaughter', 'stepchild']];

const ANCESTOR_ZH: Record<number, string> = { 2: '祖', 3: '曾祖', 4: '高祖', 5: '天祖', 6: '烈祖', 7: '太祖', 8: '远祖', 9: '鼻祖' };
const DESCENDANT_ZH: Record<number, string> = { 2: '孙', 3: '曾孙', 4: '玄孙', 5: '来孙', 6: '晜孙', 7: '仍孙', 8: '云孙' };

function pick(gender: number, [m, f, n]: string[]): string {
  return byGender(gender, m, f, n);
}

/** 兄/弟/姐/妹 by gender and age relative to someone; neutral when either is unknown. */
function siblingSuffix(gender: number, age: number, long: boolean): string {
  if (gender === GENDER_MALE) return age < 0 ? (long ? '哥哥' : '兄') : age > 0 ? '弟' + (long ? '弟' : '') : '兄弟';
  if (gender === GENDER_FEMALE) return age < 0 ? '姐' + (long ? '姐' : '') : age > 0 ? '妹' + (long ? '妹' : '') : '姐妹';
  return '兄弟姐妹';
}

function sideEn(gender: number): string {
  return gender === GENDER_MALE ? 'paternal ' : gender === GENDER_FEMALE ? 'maternal ' : '';
}

function ageEn(age: number): string {
  return age < 0 ? 'elder ' : age > 0 ? 'younger ' : '';
}

/**
 * The term for path[at + a + b] as seen from path[at], where the path goes a steps up and then b steps
 * down; pathTags[at + i] is the parenthood kind of the edge between path[at + i] and path[at + i + 1].
 * Reads the arrays in place: this runs once per relative of a 100,000-person tree.
 */
export function bloodTerm(g: KinGraph, path: ArrayLike<number>, pathTags: ArrayLike<number>, at: number, a: number, b: number): Term {
  const gen = (i: number) => g.gender[path[at + i]];
  const speaker = path[at];
  const target = path[at + a + b];
  const tg = g.gender[target];
  const en = englishBlood(a, b, tg);
  // Collateral relatives this far out have no Chinese word but 远亲: skip the rules below.
  if (a >= 1 && b >= 1 && (a > 4 || b > 4)) return { en: b === 1 ? sideEn(gen(1)) + en : en, zh: DISTANT_ZH };
  const tag0 = pathTags[at];
  const allMale = (from: number, to: number) => {
    for (let i = from; i <= to; i++) if (gen(i) !== GENDER_MALE) return false;
    return true;
  };

  if (a === 0 && b === 0) return { en, zh: '本人' };

  if (b === 0) {
    if (a === 1) return { en: pick(tg, KIND_EN_PARENT[tag0]), zh: pick(tg, KIND_ZH_PARENT[tag0]) };
    const side = gen(1);
    const outer = side === GENDER_FEMALE ? '外' : '';
    const base = ANCESTOR_ZH[a];
    const zh = base ? outer + base + pick(tg, ['父', '母', '父母']) : DISTANT_ZH;
    let zhAlt: string | undefined;
    if (a === 2 && tg !== GENDER_NONE && side !== GENDER_NONE) zhAlt = side === GENDER_MALE ? pick(tg, ['爷爷', '奶奶', '']) : pick(tg, ['外公', '外婆', '']);
    if (a === 3 && tg !== GENDER_NONE && side !== GENDER_NONE) zhAlt = side === GENDER_MALE ? pick(tg, ['太爷爷', '太奶奶', '']) : pick(tg, ['太外公', '太外婆', '']);
    return { en: sideEn(side) + en, zh, ...(zhAlt ? { zhAlt } : {}) };
  }

  if (a === 0) {
    if (b === 1) return { en: pick(tg, KIND_EN_CHILD[tag0]), zh: pick(tg, KIND_ZH_CHILD[tag0]) };
    let throughDaughter = false;
    for (let i = 1; i < b; i++) if (gen(i) === GENDER_FEMALE) throughDaughter = true;
    const base = DESCENDANT_ZH[b];
    if (!base) return { en, zh: '后裔' };
    const zh = throughDaughter ? '外' + base + pick(tg, ['', '女', '辈']) : base + pick(tg, [b === 2 ? '子' : '', '女', '辈']);
    return { en, zh };
  }

  if (a === 1 && b === 1) return siblingTerm(g, speaker, target, tag0, pathTags[at + 1]);

  if (a === 1) {
    const sg = gen(2);
    const forms: Record<number, string[][]> = {
      2: [['侄子', '侄女', '侄辈'], ['外甥', '外甥女', '外甥辈']],
      3: [['侄孙', '侄孙女', '侄孙辈'], ['外甥孙', '外甥孙女', '外甥孙辈']],
    };
    const row = forms[b];
    if (!row) return { en, zh: DISTANT_ZH };
    if (sg === GENDER_NONE) return { en, zh: '兄弟姐妹的' + (b === 2 ? pick(tg, ['儿子', '女儿', '子女']) : pick(tg, ['孙子', '孙女', '孙辈'])) };
    return { en, zh: pick(tg, row[sg === GENDER_MALE ? 0 : 1]) };
  }

  if (b === 1) return uncleTerm(g, path, at, a, en);

  if (a === 2 && b === 2) {
    const prefix = cousinPrefix(gen(1), gen(3));
    return { en, zh: prefix + siblingSuffix(tg, compareAge(g, target, speaker), false) };
  }

  if (a === 2 && b === 3) {
    const prefix = cousinPrefix(gen(1), gen(3));
    const cg = gen(4);
    if (cg === GENDER_NONE) return { en, zh: DISTANT_ZH };
    return { en, zh: prefix + (cg === GENDER_MALE ? pick(tg, ['侄', '侄女', '侄辈']) : pick(tg, ['外甥', '外甥女', '外甥辈'])) };
  }

  if (a === 3 && b === 2) {
    // The relative is a first cousin of the parent on the path: 堂 when both links to the shared grandparent are sons.
    const prefix = cousinPrefix(gen(2), gen(4));
    const pg = gen(1);
    if (pg === GENDER_NONE || tg === GENDER_NONE) return { en, zh: DISTANT_ZH };
    if (pg === GENDER_MALE) {
      if (tg === GENDER_FEMALE) return { en, zh: prefix + '姑' };
      const age = compareAge(g, target, path[at + 1]);
      return { en, zh: prefix + (age < 0 ? '伯' : age > 0 ? '叔' : '叔伯') + (prefix === '堂' ? '父' : '') };
    }
    return { en, zh: prefix + (tg === GENDER_MALE ? '舅' : '姨') };
  }

  // Same-surname lines keep names for second and third cousins (再从, 族); the rest is 远亲.
  if (a === b && (a === 3 || a === 4) && allMale(1, a - 1) && allMale(a + 1, a + b - 1)) {
    return { en, zh: (a === 3 ? '再从' : '族') + siblingSuffix(tg, compareAge(g, target, speaker), false) };
  }
  return { en, zh: DISTANT_ZH };
}

/** 堂 when the parent and the parent's sibling on the path are both male, 表 when either is female. */
function cousinPrefix(parentGender: number, uncleGender: number): string {
  if (parentGender === GENDER_MALE && uncleGender === GENDER_MALE) return '堂';
  if (parentGender === GENDER_FEMALE || uncleGender === GENDER_FEMALE) return '表';
  return '堂表';
}

function siblingTerm(g: KinGraph, speaker: number, target: number, upKind: number, downKind: number): Term {
  const tg = g.gender[target];
  const age = compareAge(g, target, speaker);
  if (upKind === KIND_STEP || downKind === KIND_STEP) {
    return { en: ageEn(age) + byGender(tg, 'stepbrother', 'stepsister', 'step-sibling'), zh: '继' + siblingSuffix(tg, age, false) };
  }
  const mine = ownParents(g, speaker);
  const theirs = ownParents(g, target);
  const shared = mine.filter((p) => theirs.includes(p));
  const half = shared.length > 0 && mine.some((p) => !theirs.includes(p)) && theirs.some((p) => !mine.includes(p));
  let qualifier = '';
  if (half) {
    const sg = g.gender[shared[0]];
    qualifier = sg === GENDER_MALE ? '同父异母的' : sg === GENDER_FEMALE ? '同母异父的' : '';
  }
  return {
    en: ageEn(age) + (half ? 'half-' : '') + byGender(tg, 'brother', 'sister', 'sibling'),
    zh: qualifier + siblingSuffix(tg, age, true),
  };
}

function uncleTerm(g: KinGraph, path: ArrayLike<number>, at: number, a: number, en: string): Term {
  const gen = (i: number) => g.gender[path[at + i]];
  const target = path[at + a + 1];
  const tg = g.gender[target];
  const pg = gen(1);
  if (a === 2) {
    if (pg === GENDER_MALE) {
      if (tg === GENDER_MALE) {
        const age = compareAge(g, target, path[at + 1]);
        if (age < 0) return { en: 'paternal uncle (elder)', zh: '伯父', zhAlt: '伯伯' };
        if (age > 0) return { en: 'paternal uncle (younger)', zh: '叔叔', zhAlt: '叔父' };
        return { en: 'paternal uncle', zh: '叔伯' };
      }
      if (tg === GENDER_FEMALE) return { en: 'paternal aunt', zh: '姑姑', zhAlt: '姑母' };
      return { en: 'paternal aunt or uncle', zh: '父亲的兄弟姐妹' };
    }
    if (pg === GENDER_FEMALE) {
      if (tg === GENDER_MALE) return { en: 'maternal uncle', zh: '舅舅', zhAlt: '舅父' };
      if (tg === GENDER_FEMALE) return { en: 'maternal aunt', zh: '姨妈', zhAlt: '姨母' };
      return { en: 'maternal aunt or uncle', zh: '母亲的兄弟姐妹' };
    }
    return { en, zh: '父母的' + byGender(tg, '兄弟', '姐妹', '兄弟姐妹') };
  }
  if (a === 3) {
    const gg = gen(2);
    const outer = pg === GENDER_FEMALE ? '外' : '';
    let zh = DISTANT_ZH;
    let zhAlt: string | undefined;
    if (gg === GENDER_MALE && tg === GENDER_MALE) {
      const age = compareAge(g, target, path[at + 2]);
      zh = outer + (age < 0 ? '伯祖父' : age > 0 ? '叔祖父' : '叔伯祖父');
      if (!outer && age !== 0) zhAlt = age < 0 ? '伯公' : '叔公';
    } else if (gg === GENDER_MALE && tg === GENDER_FEMALE) {
      zh = outer + '姑祖母';
      if (!outer) zhAlt = '姑婆';
    } else if (gg === GENDER_FEMALE && tg === GENDER_MALE) {
      zh = outer + '舅祖父';
      if (!outer) zhAlt = '舅公';
    } else if (gg === GENDER_FEMALE && tg === GENDER_FEMALE) {
      zh = outer + '姨祖母';
      if (!outer) zhAlt = '姨婆';
    }
    return { en: sideEn(pg) + en, zh, ...(zhAlt ? { zhAlt } : {}) };
  }
  return { en: sideEn(pg) + en, zh: DISTANT_ZH };
}
