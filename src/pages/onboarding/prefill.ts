/**
 * What onboarding's forms start with: the member's own step holds the name given at sign-up (a
 * Chinese first name goes to the Chinese field), and the father's step the member's surname in both
 * scripts, as a child takes the father's surname. A member changes either freely.
 */
import type { OnboardingRole } from '../../machines/onboarding';
import type { Member } from '../../protocol/accounts';
import { isChinese } from '../../protocol/names';
import { emptyShortForm, type ShortPersonForm } from '../manage/personDraft';

type SignUpName = Pick<Member, 'first_name' | 'last_name' | 'surname_en' | 'surname_ch'>;

export function onboardingPrefill(member: SignUpName): Partial<Record<OnboardingRole, ShortPersonForm>> {
  const first = member.first_name.trim();
  const surnameEn = member.surname_en.trim() || (isChinese(member.last_name) ? '' : member.last_name.trim());
  const surnameZh = member.surname_ch.trim() || (isChinese(member.last_name) ? member.last_name.trim() : '');
  if (!first && !surnameEn && !surnameZh) return {};
  const me = { ...emptyShortForm(), givenEn: isChinese(first) ? '' : first, givenZh: isChinese(first) ? first : '', surnameEn, surnameZh };
  return { me, ...(surnameEn || surnameZh ? { father: { ...emptyShortForm('m'), surnameEn, surnameZh } } : {}) };
}
