/** Privacy (public or not) and customize (display preferences): one switch each, saved on change. */
import { useState } from 'react';
import { treesApi, type TreePatch } from '../../api/trees';
import { showToast } from '../../app/toast';
import type { SectionProps } from './ManagePage';
import { FormError, errorMessage } from './ui';

function useSave({ tree, onChange }: SectionProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);
  // Shown at once while saving, so the switch follows the click; dropped after (the tree answers) or on failure.
  const [pending, setPending] = useState<TreePatch>({});
  async function save(patch: TreePatch, done: string) {
    setBusy(true);
    setPending(patch);
    setError([]);
    try {
      onChange(await treesApi.patch(tree.object_id, patch));
      showToast(done, { kind: 'success' });
    } catch (err) {
      const message = errorMessage(err);
      if (message) setError([message]);
    } finally {
      setBusy(false);
      setPending({});
    }
  }
  return { busy, error, save, pending };
}

export function PrivacySection(props: SectionProps) {
  const { tree } = props;
  const { busy, error, save, pending } = useSave(props);
  return (
    <section aria-labelledby="manage-privacy">
      <h2 id="manage-privacy">Privacy</h2>
      <label className="manage-check">
        <input
          type="checkbox"
          checked={pending.is_public ?? tree.is_public}
          disabled={busy || !tree.is_user_owner}
          onChange={(e) => void save({ is_public: e.target.checked }, e.target.checked ? 'The tree is now public.' : 'The tree is now private.')}
          aria-describedby="manage-privacy-note"
        />
        Public tree: anyone with the link can see it
      </label>
      <p id="manage-privacy-note" className="manage-hint">
        Living persons always stay private: visitors who are not members of the tree see them only as “Living”, without names, dates or
        places. Deceased persons are shown in full on a public tree. Members you share the tree with see everyone.
      </p>
      <FormError messages={error} />
    </section>
  );
}

export function CustomizeSection(props: SectionProps) {
  const { tree } = props;
  const { busy, error, save, pending } = useSave(props);
  const canEdit = tree.is_write_allowed;
  return (
    <section aria-labelledby="manage-customize">
      <h2 id="manage-customize">Customize</h2>
      <label className="manage-check">
        <input
          type="checkbox"
          checked={pending.color_code_gender ?? tree.preferences.color_code_gender}
          disabled={busy || !canEdit}
          onChange={(e) => void save({ color_code_gender: e.target.checked }, 'Saved.')}
        />
        Colour the cards by gender
      </label>
      <label className="manage-check">
        <input
          type="checkbox"
          checked={pending.tree_show_birth_order ?? tree.preferences.tree_show_birth_order}
          disabled={busy || !canEdit}
          onChange={(e) => void save({ tree_show_birth_order: e.target.checked }, 'Saved.')}
        />
        Show the birth order of children (長子, 次女…)
      </label>
      <FormError messages={error} />
    </section>
  );
}
