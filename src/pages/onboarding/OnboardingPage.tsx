/**
 * Onboarding (tree-workspace.md section 4): welcome, me, mother, father, grandparents. The machine
 * drives the steps; the URL follows the step so a reload (which resumes at the saved step) and the
 * guard agree on where the member is.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import { manageApi } from '../../api/manage';
import { memberApi } from '../../api/member';
import { personsApi } from '../../api/persons';
import { treesApi } from '../../api/trees';
import { onboardingMachine, type CreatePersonInput, type OnboardingRole } from '../../machines/onboarding';
import { onboardingSteps } from '../../protocol/trees';
import { setActiveTree, setMember } from '../../state/session';
import type { Member } from '../../protocol/accounts';
import type { ShortPersonForm } from '../manage/personDraft';
import { errorMessage } from '../manage/ui';
import { createOnboardingPerson, onboardingActors, resumePersons, type OnboardingCalls } from './onboardingFlow';
import { onboardingPrefill } from './prefill';
import { StepForm } from './StepForm';
import '../manage/manage.css';

type FieldErrorsByRole = Partial<Record<OnboardingRole, Record<string, string[]>>>;

interface Loaded {
  member: Member;
  savedStep: string | null;
  personIds: Partial<Record<OnboardingRole, string>>;
  calls: OnboardingCalls;
}

function makeCalls(member: Member): OnboardingCalls {
  // The member's own tree, not whichever tree was open last: onboarding builds their own family.
  let treeId = member.family_tree_id;
  return {
    treeId: () => treeId,
    setTreeId: (id) => {
      treeId = id;
      setActiveTree(id);
    },
    treeDetails: (id) => treesApi.details(id),
    createTree: (fields) => treesApi.create(fields),
    setHomePerson: (id, personId) => treesApi.patch(id, { home_person_id: personId }),
    createPerson: (id, fields, relative) => personsApi.create(id, fields, relative),
    patchPerson: (id, fields) => personsApi.patch(id, fields),
    parentsOf: async (id) => (await personsApi.relatives(id)).parents,
    createCouple: (a, b) => manageApi.createCouple(a, b),
    saveStep: (step) => manageApi.saveOnboarding({ onboarding_step: step }),
    finish: async () => {
      await manageApi.saveOnboarding({ is_onboarded: true });
      setMember(await memberApi.me());
    },
  };
}

export default function OnboardingPage() {
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    (async () => {
      const [member, state] = await Promise.all([memberApi.me(), manageApi.onboarding()]);
      setMember(member);
      const calls = makeCalls(member);
      if (state.is_onboarded) {
        const treeId = calls.treeId();
        if (live) navigate(treeId ? `/familytree/${treeId}` : '/familytree/manage', { replace: true });
        return;
      }
      // Without the earlier persons a resumed step could not attach to them; a failure here only costs that.
      const personIds = await resumePersons(calls).catch(() => ({}));
      if (live) setLoaded({ member, savedStep: state.onboarding_step, personIds, calls });
    })().catch((err: unknown) => live && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [navigate, attempt]);

  if (error)
    return (
      <div className="onboarding-card">
        <p className="manage-error" role="alert">
          {error}
        </p>
        <button type="button" className="manage-button" onClick={() => (setError(null), setAttempt((n) => n + 1))}>
          Try again
        </button>
      </div>
    );
  if (!loaded) return <p aria-live="polite">Loading…</p>;
  return <OnboardingSteps loaded={loaded} />;
}

function OnboardingSteps({ loaded }: { loaded: Loaded }) {
  const [location, navigate] = useLocation();
  const fieldErrors = useRef<FieldErrorsByRole>({});
  // Persons already made keep what the server has; the others start from the sign-up name.
  const drafts = useRef<Partial<Record<OnboardingRole, ShortPersonForm>>>(
    Object.fromEntries(Object.entries(onboardingPrefill(loaded.member)).filter(([role]) => !loaded.personIds[role as OnboardingRole])),
  );
  const actor = useActorRef(
    onboardingMachine.provide({
      actors: {
        ...onboardingActors(loaded.calls),
        // Kept here so the failed person's server errors can be shown on its fields.
        createPerson: fromPromise<{ personId: string }, CreatePersonInput>(async ({ input }) => {
          delete fieldErrors.current[input.role];
          try {
            return await createOnboardingPerson(loaded.calls, input);
          } catch (err) {
            if (err instanceof ApiError && err.body.fields) fieldErrors.current[input.role] = err.body.fields;
            throw err;
          }
        }),
      },
    }),
    { input: { savedStep: loaded.savedStep, personIds: loaded.personIds } },
  );
  const step = useSelector(actor, (s) => onboardingSteps.find((name) => s.matches(name)) ?? null);
  const busy = useSelector(actor, (s) => onboardingSteps.some((name) => s.matches({ [name]: 'creating' }) || s.matches({ [name]: 'saving' })) || s.matches('finishing'));
  const failed = useSelector(actor, (s) => onboardingSteps.some((name) => s.matches({ [name]: 'failed' })) || s.matches('finishFailed'));
  const machineError = useSelector(actor, (s) => s.context.error);
  const personIds = useSelector(actor, (s) => s.context.personIds);
  const done = useSelector(actor, (s) => s.status === 'done');

  useEffect(() => {
    if (step && !location.endsWith(`/onboarding/${step}`)) navigate(`/familytree/onboarding/${step}`, { replace: true });
  }, [step, location, navigate]);

  useEffect(() => {
    if (!done) return;
    const treeId = loaded.calls.treeId();
    navigate(treeId ? `/familytree/${treeId}` : '/familytree/manage', { replace: true });
  }, [done, loaded.calls, navigate]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [step]);

  const index = step ? onboardingSteps.indexOf(step) : onboardingSteps.length - 1;
  return (
    <div className="onboarding-card">
      <p className="onboarding-progress">
        Step {index + 1} of {onboardingSteps.length}
      </p>
      {step ? (
        <StepForm
          key={step}
          step={step}
          headingRef={headingRef}
          busy={busy}
          personIds={personIds}
          drafts={drafts.current}
          fieldErrors={failed ? fieldErrors.current : {}}
          onSubmit={(submission) => actor.send({ type: 'user.submit', ...submission })}
          onBack={index > 0 ? () => actor.send({ type: 'user.back' }) : undefined}
        />
      ) : (
        <h1 ref={headingRef} tabIndex={-1}>
          {done ? 'Opening your tree…' : 'Finishing…'}
        </h1>
      )}
      {failed && (
        <div role="alert" className="manage-error">
          <p>{machineError ?? 'Something went wrong.'}</p>
          <button type="button" className="manage-button secondary" onClick={() => actor.send({ type: 'user.retry' })}>
            Retry
          </button>
        </div>
      )}
    </div>
  );
}
