/**
 * The sentence that says what the parser took from a prompt, in the prompt's language: the person,
 * years and places, relatives, category and options, the years it converted (光緒十年 → 1884), and
 * the words it did not use, so a wrong reading shows at once.
 */
import { RECORD_CATEGORY_LABELS } from '../../protocol/records';
import type { AssistFact, AssistForm, AssistRelative } from '../../protocol/searchAssist';
import type { Reading } from './parsePrompt';

type Lang = 'en' | 'zh';

const CATEGORY_ZH: Readonly<Record<string, string>> = {
  'birth-marriage-death': '出生、婚姻和死亡记录',
  immigration: '移民记录',
  census: '人口普查记录',
  'associations-directories': '会馆与名录',
};
const RELATION_ZH: Readonly<Record<string, string>> = {
  father: '父亲', mother: '母亲', parent: '父母之一', wife: '妻子', husband: '丈夫', spouse: '配偶', son: '儿子', daughter: '女儿', child: '子女',
  brother: '兄弟', sister: '姐妹', sibling: '兄弟姐妹', grandfather: '祖父', grandmother: '祖母', grandson: '孙子', granddaughter: '孙女',
  uncle: '叔伯', aunt: '姑姨', cousin: '堂表亲',
};
const RELATION_EN: Readonly<Record<string, string>> = { parent: 'parent', spouse: 'spouse', child: 'child', sibling: 'sibling' };

function personName(form: Pick<AssistForm, 'first_name' | 'surname'>, lang: Lang): string {
  const { first_name: first = '', surname = '' } = form;
  const han = /\p{Script=Han}/u.test(surname + first);
  const full = han ? `${surname}${first}` : [surname, first].filter(Boolean).join(' ');
  if (lang === 'zh') return `${full}（${[surname && `姓${surname}`, first && `名${first}`].filter(Boolean).join('，')}）`;
  return `${full} (${[surname && `surname ${surname}`, first && `given name ${first}`].filter(Boolean).join(', ')})`;
}

function year(y: number, approx: number | undefined, lang: Lang): string {
  if (!approx) return lang === 'zh' ? `${y}年` : String(y);
  return lang === 'zh' ? `${y}年前后${approx}年内` : `about ${y} (${y - approx}–${y + approx})`;
}

function place(value: string, reading: Reading, lang: Lang): string {
  const known = reading.places.get(value);
  if (lang === 'zh') return known?.written ? `${value}（原文作${known.written}）` : value;
  const english = known?.english && known.english !== value ? ` ${known.english}` : '';
  return `${value}${english}${known?.written ? ` (written ${known.written})` : ''}`;
}

function relative(r: AssistRelative, label: string | undefined, lang: Lang): string {
  const name = /\p{Script=Han}/u.test(r.surname + r.first_name) ? `${r.surname}${r.first_name}` : [r.surname, r.first_name].filter(Boolean).join(' ');
  const anyRelative = !r.relation_type;
  if (lang === 'zh') return `${RELATION_ZH[label ?? ''] ?? '亲属'}${name}${anyRelative ? '（记录中的任何亲属）' : ''}`;
  const kin = label ?? (r.relation_type ? RELATION_EN[r.relation_type] : 'relative');
  return `a ${kin} named ${name}${anyRelative ? ' (searched as any relative in the same record)' : ''}`;
}

function arrival(f: AssistFact, reading: Reading, lang: Lang): string {
  const where = f.place_display_text ? place(f.place_display_text, reading, lang) : '';
  const when = f.year !== undefined ? year(f.year, f.approx, lang) : '';
  if (lang === 'zh') return `${when}抵达${where}`.replace(/^抵达$/u, '有抵达记录');
  return ['arrived', where && `in ${where}`, when && `in ${when}`].filter(Boolean).join(' ');
}

/** The parts of a form in reading order, each a short phrase. */
export function describeForm(form: AssistForm, reading: Reading, lang: Lang = reading.language): string[] {
  const zh = lang === 'zh';
  const parts: string[] = [];
  if (form.surname || form.first_name) parts.push(personName(form, lang));
  if (form.gender) parts.push(zh ? (form.gender === 'm' ? '男性' : '女性') : form.gender === 'm' ? 'a man' : 'a woman');
  if (form.birth_year !== undefined || form.birth_location) {
    const when = form.birth_year !== undefined ? year(form.birth_year, form.birth_year_approx, lang) : '';
    const where = form.birth_location ? place(form.birth_location, reading, lang) : '';
    parts.push(zh ? `${when}生于${where}`.replace(/生于$/u, '出生') : ['born', when, where && `in ${where}`].filter(Boolean).join(' '));
  }
  if (form.death_year !== undefined || form.death_location) {
    const when = form.death_year !== undefined ? year(form.death_year, form.death_year_approx, lang) : '';
    const where = form.death_location ? place(form.death_location, reading, lang) : '';
    parts.push(zh ? `${when}卒于${where}`.replace(/卒于$/u, '去世') : ['died', when, where && `in ${where}`].filter(Boolean).join(' '));
  }
  if (form.residence_location) {
    const span = form.residence_from !== undefined ? (form.residence_from === form.residence_to ? `${form.residence_from}` : `${form.residence_from}–${form.residence_to ?? ''}`) : '';
    const where = place(form.residence_location, reading, lang);
    parts.push(zh ? `${span ? `${span}年` : ''}住在${where}` : `lived in ${where}${span ? ` in ${span}` : ''}`);
  }
  for (const f of form.facts ?? []) if (f.fact_type === 'arrival') parts.push(arrival(f, reading, lang));
  (form.relatives ?? []).forEach((r, i) => parts.push((zh ? '' : 'with ') + relative(r, reading.relativeLabels[i], lang)));
  if (form.record_year !== undefined) parts.push(zh ? `记录年份${form.record_year}` : `records of the year ${form.record_year}`);
  if (form.category_id) parts.push(zh ? `只看${CATEGORY_ZH[form.category_id]}` : `${RECORD_CATEGORY_LABELS[form.category_id]} records only`);
  if (form.has_images !== undefined) parts.push(zh ? (form.has_images ? '只看有图像的记录' : '只看没有图像的记录') : form.has_images ? 'only records with page images' : 'only records without page images');
  if (form.with_fuzzy_surname || form.with_fuzzy_first_name) parts.push(zh ? '名字按相近拼法查找' : 'names matched by similar spellings');
  if (form.is_flexible) parts.push(zh ? '宽松查找（不符的年份和地点只降低排名）' : 'flexible search (a year or place that disagrees only ranks lower)');
  return parts;
}

function notes(reading: Reading, lang: Lang): string[] {
  const zh = lang === 'zh';
  const out: string[] = [];
  for (const c of reading.conversions) out.push(zh ? `${c.written}即${c.year}年。` : `${c.written} read as ${c.year}.`);
  if (reading.subject) {
    const han = /\p{Script=Han}/u.test(reading.subject);
    const zhLabel = han ? reading.subject : `${'曾'.repeat((reading.subject.match(/great-/gu) ?? []).length)}${RELATION_ZH[reading.subject.replace(/^(great-)+/u, '')] ?? reading.subject}`;
    out.push(zh ? `“我的${zhLabel}”是要找的人。` : `Your ${reading.subject} is the person searched for.`);
  }
  if (reading.unused.length) out.push(zh ? `未使用：${reading.unused.map((u) => `“${u}”`).join('、')}。` : `Not used: ${reading.unused.map((u) => `"${u}"`).join(', ')}.`);
  return out;
}

/** The sentence for a first prompt. */
export function understoodSentence(form: AssistForm, reading: Reading): string {
  const lang = reading.language;
  const parts = describeForm(form, reading, lang);
  const head = parts.length
    ? lang === 'zh'
      ? `查找：${parts.join('；')}。`
      : `Searching for ${parts.join('; ')}.`
    : lang === 'zh'
      ? '没有找到可以查找的名字、地点、年份或类别。'
      : 'Found no name, place, year or category to search for.';
  return [head, ...notes(reading, lang)].join(' ');
}

/** The sentence for a follow-up: what it changed, then the whole search. */
export function followUpSentence(before: AssistForm, after: AssistForm, reading: Reading): string {
  const lang = reading.language;
  const zh = lang === 'zh';
  const was = new Set(describeForm(before, reading, lang));
  const now = describeForm(after, reading, lang);
  const added = now.filter((p) => !was.has(p));
  const removed = [...was].filter((p) => !now.includes(p));
  const changed = [
    ...added.map((p) => (zh ? `加上${p}` : `added ${p}`)),
    ...removed.map((p) => (zh ? `去掉${p}` : `dropped ${p}`)),
  ];
  const head = changed.length ? (zh ? `已修改：${changed.join('；')}。` : `Changed: ${changed.join('; ')}.`) : zh ? '这句补充没有改变查找条件。' : 'The follow-up changed nothing in the search.';
  const whole = now.length ? (zh ? `现在查找：${now.join('；')}。` : `Now searching for ${now.join('; ')}.`) : '';
  return [head, whole, ...notes(reading, lang)].filter(Boolean).join(' ');
}
