/** One onboarding step: the welcome, or a short form for me, a parent, or a pair of grandparents. */
import { useState, type FormEvent, type RefObject } from 'react';
import type { OnboardingRole, OnboardingStep, ParentSide, PendingPerson } from '../../machines/onboarding';
import { buildPerson, emptyShortForm, hasName, placeErrors, type ShortErrors, type ShortPersonForm } from '../manage/personDraft';
import { PersonFieldset } from '../manage/ui';

export interface StepSubmit {
  persons: PendingPerson[];
  side?: ParentSide;
}

interface StepFormProps {
  step: OnboardingStep;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  personIds: Partial<Record<OnboardingRole, string>>;
  fieldErrors: Partial<Record<OnboardingRole, Record<string, string[]>>>;
  onSubmit: (submission: StepSubmit) => void;
  onBack?: () => void;
  /** What was typed per role, kept by the page so going back shows it again. */
  drafts: Partial<Record<OnboardingRole, ShortPersonForm>>;
}

const titles: Record<OnboardingStep, string> = {
  start: 'Welcome to Xungen 寻根',
  me: 'Start with yourself',
  mother: 'Your mother',
  father: 'Your father',
  grandparent: 'Your grandparents',
};

const intros: Record<OnboardingStep, string> = {
  start: 'In a few short steps we will start your family tree with you, your parents and a pair of grandparents. Names can be in English, Chinese or both.',
  me: 'Your name and birth year. You can add more details later.',
  mother: 'Your mother’s name, and her birth year if you know it. Skip this if you do not know her name.',
  father: 'Your father’s name, and his birth year if you know it. Skip this if you do not know his name.',
  grandparent: 'Add the parents of your father or of your mother. You can add the others from the tree later.',
};

function useDraft(drafts: StepFormProps['drafts'], role: OnboardingRole, initial: ShortPersonForm) {
  const [value, setValue] = useState(drafts[role] ?? initial);
  const set = (next: ShortPersonForm) => {
    drafts[role] = next;
    setValue(next);
  };
  return [value, set] as const;
}

export function StepForm({ step, headingRef, busy, personIds, fieldErrors, onSubmit, onBack, drafts }: StepFormProps) {
  const [me, setMe] = useDraft(drafts, 'me', emptyShortForm());
  const parentRole: OnboardingRole = step === 'mother' ? 'mother' : 'father';
  const [parent, setParent] = useDraft(drafts, parentRole, emptyShortForm(step === 'mother' ? 'f' : 'm'));
  const [grandfather, setGrandfather] = useDraft(drafts, 'grandfather', emptyShortForm('m'));
  const [grandmother, setGrandmother] = useDraft(drafts, 'grandmother', emptyShortForm('f'));
  const sides = (['father', 'mother'] as const).filter((s) => personIds[s]);
  const [side, setSide] = useState<ParentSide>(sides[0] ?? 'father');
  const [localError, setLocalError] = useState<ShortErrors>({});

  const errorsFor = (role: OnboardingRole, form: ShortPersonForm): ShortErrors => {
    const fields = fieldErrors[role];
    return fields ? { ...placeErrors(fields, buildPerson(form)), ...(role === 'me' ? localError : {}) } : role === 'me' ? localError : {};
  };
  const pending = (role: OnboardingRole, form: ShortPersonForm): PendingPerson => ({ role, draft: buildPerson(form).fields });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (step === 'start') return onSubmit({ persons: [] });
    if (step === 'me') {
      if (!hasName(me)) {
        setLocalError({ givenEn: ['Type your name in English or Chinese.'] });
        return;
      }
      setLocalError({});
      return onSubmit({ persons: [pending('me', me)] });
    }
    if (step === 'mother' || step === 'father') return onSubmit({ persons: hasName(parent) ? [pending(step, parent)] : [] });
    const persons = [
      ...(hasName(grandfather) ? [pending('grandfather', grandfather)] : []),
      ...(hasName(grandmother) ? [pending('grandmother', grandmother)] : []),
    ];
    onSubmit({ persons: sides.length ? persons : [], side });
  }

  const submitLabel = step === 'start' ? 'Let’s begin' : step === 'grandparent' ? 'Finish and open my tree' : 'Continue';
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <h1 ref={headingRef} tabIndex={-1}>
        {titles[step]}
      </h1>
      <p>{intros[step]}</p>
      {step === 'me' && <PersonFieldset legend="You" value={me} onChange={setMe} errors={errorsFor('me', me)} disabled={busy} />}
      {(step === 'mother' || step === 'father') && (
        <PersonFieldset legend={step === 'mother' ? 'Mother' : 'Father'} value={parent} onChange={setParent} errors={errorsFor(step, parent)} withGender={false} disabled={busy} />
      )}
      {step === 'grandparent' && sides.length === 0 && <p>Add a parent first to add grandparents; you can do it later from the tree.</p>}
      {step === 'grandparent' && sides.length > 0 && (
        <>
          {sides.length > 1 && (
            <fieldset className="manage-person" disabled={busy}>
              <legend>Whose parents?</legend>
              {sides.map((s) => (
                <label key={s} className="manage-check">
                  <input type="radio" name="grandparent-side" checked={side === s} onChange={() => setSide(s)} /> My {s}’s parents
                </label>
              ))}
            </fieldset>
          )}
          <PersonFieldset legend="Grandfather" value={grandfather} onChange={setGrandfather} errors={errorsFor('grandfather', grandfather)} withGender={false} disabled={busy} />
          <PersonFieldset legend="Grandmother" value={grandmother} onChange={setGrandmother} errors={errorsFor('grandmother', grandmother)} withGender={false} disabled={busy} />
        </>
      )}
      <div className="manage-actions">
        {onBack && (
          <button type="button" className="manage-button secondary" onClick={onBack} disabled={busy}>
            Back
          </button>
        )}
        <button type="submit" className="manage-button" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {(step === 'mother' || step === 'father' || step === 'grandparent') && (
          <button type="button" className="manage-button secondary" disabled={busy} onClick={() => onSubmit({ persons: [], side })}>
            Skip
          </button>
        )}
      </div>
    </form>
  );
}
