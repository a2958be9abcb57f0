/**
 * Terms for relatives by marriage: a chain of steps (blood relatives and spouses, each seen from the
 * previous person) named by the special Chinese words where they exist (嫂子, 岳父, 公公, 连襟 ...)
 * and by composition ("哥哥的妻子的父亲") otherwise.
 */
import { DISTANT_ZH, type Term } from './bloodTerms';
import { byGender } from './english';

export interface Step extends Term {
  /** True for a spouse step. */
  spouse: boolean;
}

/** The step for crossing a couple, by the spouse's gender. */
export function spouseStep(gender: number, divorced: boolean): Step {
  return divorced
    ? { spouse: true, en: byGender(gender, 'ex-husband', 'ex-wife', 'ex-spouse'), zh: byGender(gender, '前夫', '前妻', '前配偶') }
    : { spouse: true, en: byGender(gender, 'husband', 'wife', 'spouse'), zh: byGender(gender, '丈夫', '妻子', '配偶') };
}

const t = (zh: string, en: string, zhAlt?: string): Term => (zhAlt ? { zh, en, zhAlt } : { zh, en });

/** Special words for "relative's spouse" and "spouse's relative", keyed by the two Chinese steps. */
const PAIRS: Record<string, Term> = {
  '儿子+妻子': t('儿媳', 'daughter-in-law', '儿媳妇'),
  '女儿+丈夫': t('女婿', 'son-in-law'),
  '哥哥+妻子': t('嫂子', 'sister-in-law', '嫂嫂'),
  '弟弟+妻子': t('弟媳', 'sister-in-law', '弟妹'),
  '姐姐+丈夫': t('姐夫', 'brother-in-law'),
  '妹妹+丈夫': t('妹夫', 'brother-in-law'),
  '伯父+妻子': t('伯母', 'paternal aunt by marriage (elder)', '伯娘'),
  '叔叔+妻子': t('婶婶', 'paternal aunt by marriage (younger)', '婶母'),
  '姑姑+丈夫': t('姑父', 'paternal uncle by marriage', '姑丈'),
  '舅舅+妻子': t('舅妈', 'maternal aunt by marriage', '舅母'),
  '姨妈+丈夫': t('姨父', 'maternal uncle by marriage', '姨丈'),
  '孙子+妻子': t('孙媳妇', 'granddaughter-in-law'),
  '孙女+丈夫': t('孙女婿', 'grandson-in-law'),
  '外孙+妻子': t('外孙媳妇', 'granddaughter-in-law'),
  '外孙女+丈夫': t('外孙女婿', 'grandson-in-law'),
  '侄子+妻子': t('侄媳妇', "nephew's wife"),
  '侄女+丈夫': t('侄女婿', "niece's husband"),
  '外甥+妻子': t('外甥媳妇', "nephew's wife"),
  '外甥女+丈夫': t('外甥女婿', "niece's husband"),
  '堂兄+妻子': t('堂嫂', "first cousin's wife"),
  '堂弟+妻子': t('堂弟媳', "first cousin's wife"),
  '堂姐+丈夫': t('堂姐夫', "first cousin's husband"),
  '堂妹+丈夫': t('堂妹夫', "first cousin's husband"),
  '表兄+妻子': t('表嫂', "first cousin's wife"),
  '表弟+妻子': t('表弟媳', "first cousin's wife"),
  '表姐+丈夫': t('表姐夫', "first cousin's husband"),
  '表妹+丈夫': t('表妹夫', "first cousin's husband"),
  '父亲+妻子': t('继母', 'stepmother'),
  '母亲+丈夫': t('继父', 'stepfather'),
  '妻子+父亲': t('岳父', 'father-in-law', '丈人'),
  '妻子+母亲': t('岳母', 'mother-in-law', '丈母娘'),
  '丈夫+父亲': t('公公', 'father-in-law'),
  '丈夫+母亲': t('婆婆', 'mother-in-law'),
  '配偶+父亲': t('配偶的父亲', 'father-in-law'),
  '配偶+母亲': t('配偶的母亲', 'mother-in-law'),
  '妻子+哥哥': t('大舅子', 'brother-in-law', '内兄'),
  '妻子+弟弟': t('小舅子', 'brother-in-law', '内弟'),
  '妻子+姐姐': t('大姨子', 'sister-in-law', '内姐'),
  '妻子+妹妹': t('小姨子', 'sister-in-law', '内妹'),
  '丈夫+哥哥': t('大伯子', 'brother-in-law', '夫兄'),
  '丈夫+弟弟': t('小叔子', 'brother-in-law', '夫弟'),
  '丈夫+姐姐': t('大姑子', 'sister-in-law', '夫姐'),
  '丈夫+妹妹': t('小姑子', 'sister-in-law', '夫妹'),
  '妻子+侄子': t('内侄', "wife's nephew"),
  '妻子+侄女': t('内侄女', "wife's niece"),
  '妻子+祖父': t('岳祖父', "wife's grandfather"),
  '妻子+祖母': t('岳祖母', "wife's grandmother"),
};
for (const spouse of ['妻子', '丈夫', '配偶']) {
  PAIRS[`${spouse}+儿子`] = t('继子', 'stepson');
  PAIRS[`${spouse}+女儿`] = t('继女', 'stepdaughter');
  PAIRS[`${spouse}+子女`] = t('继子女', 'stepchild');
}

const PARENT_ZH = new Set(['父亲', '母亲']);
const CHILD_ZH = new Set(['儿子', '女儿', '子女']);
const COUPLE_ZH = new Set(['妻子', '丈夫', '配偶']);

/** Context the three-step words need: the relative's gender and age relative to the home person. */
export interface ChainTarget {
  gender: number;
  /** -1 when the relative is older than the home person, 1 when younger, 0 when unknown. */
  age: number;
}

function threeSteps([s1, s2, s3]: Step[], target: ChainTarget): Term | null {
  if (PARENT_ZH.has(s1.zh) && COUPLE_ZH.has(s2.zh) && CHILD_ZH.has(s3.zh)) {
    const age = target.age;
    const zh = byGender(target.gender, age < 0 ? '继兄' : age > 0 ? '继弟' : '继兄弟', age < 0 ? '继姐' : age > 0 ? '继妹' : '继姐妹', '继兄弟姐妹');
    const en = (age < 0 ? 'elder ' : age > 0 ? 'younger ' : '') + byGender(target.gender, 'stepbrother', 'stepsister', 'step-sibling');
    return { zh, en };
  }
  if ((s1.zh === '儿子' || s1.zh === '女儿') && COUPLE_ZH.has(s2.zh) && PARENT_ZH.has(s3.zh)) {
    return { zh: s3.zh === '父亲' ? '亲家公' : '亲家母', en: `${s1.en}'s ${s3.zh === '父亲' ? 'father' : 'mother'}-in-law` };
  }
  const en = `${s1.en}'s ${s2.en}'s ${s3.en}`;
  if (s1.zh === '妻子' && (s2.zh === '姐姐' || s2.zh === '妹妹' || s2.zh === '姐妹') && s3.zh === '丈夫') return { zh: '连襟', en };
  if (s1.zh === '丈夫' && (s2.zh === '哥哥' || s2.zh === '弟弟' || s2.zh === '兄弟') && s3.zh === '妻子') return { zh: '妯娌', en };
  return null;
}

/** Replaces each adjacent pair that has its own word (父亲+妻子 -> 继母), left to right. */
function mergePairs(steps: Step[]): Step[] {
  const out: Step[] = [];
  for (const s of steps) {
    const last = out[out.length - 1];
    const pair = last && PAIRS[`${last.zh}+${s.zh}`];
    if (pair) out[out.length - 1] = { ...pair, spouse: false };
    else out.push(s);
  }
  return out;
}

/** Names a chain of steps from the home person; one blood step is returned as it is. */
export function chainTerm(steps: Step[], target: ChainTarget): Term {
  const special = steps.length === 3 ? threeSteps(steps, target) : null;
  if (special) return special;
  const merged = mergePairs(steps);
  if (merged.length === 1) {
    const { spouse: _spouse, ...term } = merged[0];
    return term;
  }
  if (merged.length > 3) return { en: 'relative by marriage', zh: '姻亲' };
  const distant = merged.some((s) => s.zh === DISTANT_ZH);
  return {
    en: merged.map((s) => s.en).join("'s "),
    zh: distant ? '姻亲' : merged.map((s) => s.zh).join('的'),
  };
}
