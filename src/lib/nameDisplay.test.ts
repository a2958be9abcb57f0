import { describe, expect, it } from 'vitest';
import { memberNameDisplay, withFirst, withScript } from './nameDisplay';

describe('memberNameDisplay', () => {
  it("answers the member's own choice", () => {
    expect(memberNameDisplay({ name_display: { script: 'zh', first: 'zh' } })).toEqual({ script: 'zh', first: 'zh' });
    expect(memberNameDisplay({ name_display: { script: 'both', first: 'zh' } })).toEqual({ script: 'both', first: 'zh' });
  });

  it('answers both scripts, English first, for a visitor and for a member stored before the choice existed', () => {
    expect(memberNameDisplay(null)).toEqual({ script: 'both', first: 'en' });
    expect(memberNameDisplay(undefined)).toEqual({ script: 'both', first: 'en' });
    expect(memberNameDisplay({} as never)).toEqual({ script: 'both', first: 'en' });
    expect(memberNameDisplay({ name_display: { script: 'fr', first: 'en' } } as never)).toEqual({ script: 'both', first: 'en' });
  });
});

describe('withScript and withFirst', () => {
  it('one script is also the one first', () => {
    expect(withScript({ script: 'both', first: 'en' }, 'zh')).toEqual({ script: 'zh', first: 'zh' });
    expect(withScript({ script: 'both', first: 'zh' }, 'en')).toEqual({ script: 'en', first: 'en' });
  });

  it('back to both, the script chosen alone leads', () => {
    expect(withScript({ script: 'zh', first: 'zh' }, 'both')).toEqual({ script: 'both', first: 'zh' });
    expect(withScript({ script: 'en', first: 'en' }, 'both')).toEqual({ script: 'both', first: 'en' });
  });

  it('changes which script leads and keeps the scripts shown', () => {
    expect(withFirst({ script: 'both', first: 'en' }, 'zh')).toEqual({ script: 'both', first: 'zh' });
  });
});
