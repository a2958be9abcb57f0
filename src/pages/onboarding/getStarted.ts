/**
 * get-started (/get-started): where a member goes to begin. A member who has not finished onboarding
 * resumes it at the saved step; one who has opens their tree (the one open last, else their own, else
 * the newest shared with them); one with no tree at all creates one.
 */
import type { Member } from '../../protocol/accounts';
import { onboardingSteps } from '../../protocol/trees';

export function getStartedTarget(member: Pick<Member, 'is_onboarded' | 'onboarding_step' | 'family_tree_id' | 'shared_tree_ids'>, activeTreeId: string | null): string {
  if (!member.is_onboarded) {
    const step = (onboardingSteps as readonly string[]).includes(member.onboarding_step) ? member.onboarding_step : 'start';
    return `/familytree/onboarding/${step}`;
  }
  const treeId = activeTreeId ?? member.family_tree_id ?? member.shared_tree_ids[0] ?? null;
  return treeId ? `/familytree/${treeId}` : '/familytree/create';
}
