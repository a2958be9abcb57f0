import { describe, expect, it } from 'vitest';
import { applyExpandActions, ControlDataHolder } from './controlData';

describe('applyExpandActions', () => {
  it('opens and closes branches, the last click on a person winning', () => {
    const next = applyExpandActions({ expanded: ['a'], collapsed: ['b'] }, [
      { person_id: 'b', action: 'expand' },
      { person_id: 'c', action: 'collapse' },
      { person_id: 'a', action: 'collapse' },
    ]);
    expect(next).toEqual({ expanded: ['b'], collapsed: ['a', 'c'] });
  });
});

describe('ControlDataHolder', () => {
  it('sends nothing before a click so the server uses what it stored', () => {
    expect(new ControlDataHolder().current).toBeUndefined();
  });

  it('keeps every branch a visitor opened, though each answer covers one request', () => {
    const h = new ControlDataHolder();
    h.record({ expanded: ['a'], collapsed: [] }, [{ person_id: 'a', action: 'expand' }], false);
    h.record({ expanded: ['b'], collapsed: [] }, [{ person_id: 'b', action: 'expand' }], false);
    expect(h.current).toEqual({ expanded: ['a', 'b'], collapsed: [] });
  });

  it('takes a member\'s answer whole, as the server stored it', () => {
    const h = new ControlDataHolder();
    h.record({ expanded: ['a', 'z'], collapsed: ['y'] }, [{ person_id: 'a', action: 'expand' }], true);
    expect(h.current).toEqual({ expanded: ['a', 'z'], collapsed: ['y'] });
  });
});
