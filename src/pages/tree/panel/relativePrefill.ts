/**
 * What the add-child and add-sibling forms start with: the family surname in both scripts. A child
 * takes the father's surname: the person's own when they are the father or the only parent, else that
 * of their husband (one still married first). A sibling takes the person's surname. The member
 * changes either freely; parents and spouses start empty, as their surname is their own.
 */
import type { RelativeKind } from '../../../commands';
import { isChinese } from '../../../protocol/names';
import type { PersonFields, SurnameItem } from '../../../protocol/person';

type Named = Pick<PersonFields, 'surnames' | 'gender'>;

export interface SurnamePrefill {
  surnameEn: string;
  surnameZh: string;
}

export interface Spouse {
  person: Named;
  isDivorced: boolean;
}

/** The surname of one script, the birth surname before any other. */
function surnameIn(items: SurnameItem[], chinese: boolean): string {
  const ofScript = items.filter((s) => isChinese(s.value) === chinese);
  return (ofScript.find((s) => s.type === 'birth') ?? ofScript[0])?.value ?? '';
}

const surnamesOf = (p: Named): SurnamePrefill => ({ surnameEn: surnameIn(p.surnames, false), surnameZh: surnameIn(p.surnames, true) });

/** The family surname a new relative of `person` starts with; empty for a parent or a spouse. */
export function relativePrefill(relation: RelativeKind, person: Named, spouses: Spouse[] = []): SurnamePrefill {
  if (relation === 'sibling') return surnamesOf(person);
  if (relation !== 'child') return { surnameEn: '', surnameZh: '' };
  if (person.gender === 'm') return surnamesOf(person);
  const husbands = spouses.filter((s) => s.person.gender === 'm').sort((a, b) => Number(a.isDivorced) - Number(b.isDivorced));
  return surnamesOf(husbands[0]?.person ?? person);
}
