/**
 * A small family built through the API for the tree tests, with the five kinds of caller:
 * owner, editor, viewer, a stranger with an account, and a visitor with none.
 */
import type { TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';

export interface Family {
  treeId: string;
  owner: TestUser;
  editor: TestUser;
  viewer: TestUser;
  stranger: TestUser;
  ids: Record<'grandpa' | 'grandma' | 'father' | 'mother' | 'jason' | 'uncle' | 'cousin' | 'granduncle', string>;
}

/** Text that only living persons carry; none of it may reach a non-member of the public tree. */
export const LIVING_SECRETS = ['Jason', '家健', 'Mary', '陈玲', 'Oakland', 'Secret diary', 'Stanford', 'Cousinly', '表哥', 'Berkeley', 'Lai', 'Uncleton'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function buildFamily(t: TestApp): Promise<Family> {
  const db = t.database.db;
  const [owner, editor, viewer, stranger] = await Promise.all([
    createTestUser(db, { email: 'owner@example.com' }),
    createTestUser(db, { email: 'editor@example.com' }),
    createTestUser(db, { email: 'Viewer@Example.com' }),
    createTestUser(db, { email: 'stranger@example.com' }),
  ]);
  const created = await json(
    await t.request('/api/v1/familytree/create/', {
      method: 'POST',
      token: owner.key,
      json: {
        name: 'Wong family',
        start_person: {
          first_names: [{ type: 'given', value: 'Jason' }, { type: 'given', value: '家健' }],
          surnames: [{ type: 'birth', value: 'Wong' }, { type: 'birth', value: '黄' }],
          gender: 'm',
          birth_date: { year: 1970, month: 5, day: 2 },
          birth_location: 'Oakland, California',
          notes: 'Secret diary entry',
          facts: [{ fact_type: 'education', value: 'Stanford' }],
        },
      },
    }),
  );
  const treeId = created.id as string;
  const jason = created.home_person as string;
  const add = async (body: Record<string, unknown>) => {
    const res = await t.request('/api/v1/person/', { method: 'POST', token: owner.key, json: { family_tree_id: treeId, ...body } });
    if (res.status !== 201) throw new Error(`person create ${res.status}: ${await res.text()}`);
    return (await json(res)).id as string;
  };
  const father = await add({
    first_names: [{ type: 'given', value: 'Henry' }, { type: 'given', value: '国荣' }],
    surnames: [{ type: 'birth', value: 'Wong' }, { type: 'birth', value: '黄' }],
    gender: 'm',
    birth_date: { year: 1935 },
    death_date: { year: 2010 },
    birth_location: 'Taishan, Guangdong',
    relative: { person_id: jason, relation: 'parent' },
  });
  const mother = await add({
    first_names: [{ type: 'given', value: 'Mary' }, { type: 'given', value: '玲' }],
    surnames: [{ type: 'birth', value: '陈' }],
    gender: 'f',
    birth_date: { year: 1940, approximation_years: 2 },
    residence_location: [{ display_text: 'Berkeley, California', from_year: 1965 }],
    relative: { person_id: jason, relation: 'parent' },
  });
  await t.request('/api/v1/couple/', { method: 'POST', token: owner.key, json: { person1_id: father, person2_id: mother, marriage_place: 'Oakland Chinatown' } });
  const grandpa = await add({
    first_names: [{ type: 'given', value: 'Tak' }, { type: 'given', value: '德' }],
    surnames: [{ type: 'birth', value: 'Wong' }, { type: 'birth', value: '黄' }],
    gender: 'm',
    birth_date: { year: 1900 },
    death_date: { year: 1970 },
    birth_location: 'Taishan, Guangdong',
    relative: { person_id: father, relation: 'parent' },
  });
  const grandma = await add({
    first_names: [{ type: 'given', value: '美' }],
    surnames: [{ type: 'birth', value: '李' }],
    gender: 'f',
    birth_date: { year: 1905 },
    is_deceased: true,
    relative: { person_id: grandpa, relation: 'spouse' },
  });
  await t.request('/api/v1/parenthood/', { method: 'POST', token: owner.key, json: { parent_ids: [grandma], child_ids: [father] } });
  // An undated uncle is living through his son, who was born in 1990.
  const uncle = await add({
    first_names: [{ type: 'given', value: 'Uncleton' }],
    surnames: [{ type: 'birth', value: 'Wong' }],
    gender: 'm',
    relative: { person_id: father, relation: 'sibling' },
  });
  const cousin = await add({
    first_names: [{ type: 'given', value: 'Cousinly' }, { type: 'given', value: '表哥' }],
    surnames: [{ type: 'birth', value: 'Lai' }],
    gender: 'm',
    birth_date: { year: 1990 },
    relative: { person_id: uncle, relation: 'child' },
  });
  // An undated great-uncle whose only child died long ago is not living.
  const granduncle = await add({
    first_names: [{ type: 'given', value: 'Ancestral' }],
    surnames: [{ type: 'birth', value: 'Wong' }],
    gender: 'm',
  });
  await add({
    first_names: [{ type: 'given', value: 'Oldchild' }],
    surnames: [{ type: 'birth', value: 'Wong' }],
    birth_date: { year: 1880 },
    relative: { person_id: granduncle, relation: 'child' },
  });
  await t.request(`/api/v1/familytree/${treeId}/add-members/`, { method: 'POST', token: owner.key, json: { emails: ['editor@example.com'], is_editor: true } });
  await t.request(`/api/v1/familytree/${treeId}/add-members/`, { method: 'POST', token: owner.key, json: { emails: ['viewer@example.com'] } });
  return { treeId, owner, editor, viewer, stranger, ids: { grandpa, grandma, father, mother, jason, uncle, cousin, granduncle } };
}
