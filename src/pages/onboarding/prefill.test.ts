import { describe, expect, it } from 'vitest';
import { onboardingPrefill } from './prefill';

const none = { first_name: '', last_name: '', surname_en: '', surname_ch: '' };

describe('onboarding prefill from sign-up', () => {
  it('puts the sign-up name on the member and the surname on the father, in both scripts', () => {
    const out = onboardingPrefill({ ...none, first_name: 'Mei', last_name: 'Wong', surname_en: 'Wong', surname_ch: '黄' });
    expect(out.me).toMatchObject({ givenEn: 'Mei', givenZh: '', surnameEn: 'Wong', surnameZh: '黄', gender: 'none' });
    expect(out.father).toMatchObject({ givenEn: '', surnameEn: 'Wong', surnameZh: '黄', gender: 'm' });
    expect(out.mother).toBeUndefined();
  });
  it('files a Chinese first name and surname under Chinese', () => {
    const out = onboardingPrefill({ ...none, first_name: '美玲', last_name: '陳' });
    expect(out.me).toMatchObject({ givenEn: '', givenZh: '美玲', surnameEn: '', surnameZh: '陳' });
  });
  it('prefills nothing for a sign-up without a name, and no father without a surname', () => {
    expect(onboardingPrefill(none)).toEqual({});
    expect(onboardingPrefill({ ...none, first_name: 'Mei' }).father).toBeUndefined();
  });
});
