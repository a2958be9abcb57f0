/**
 * The RecordFinder journey: a member imports a small GEDCOM of a family that a record of the sample
 * corpus names (the public example call gives the record, so the file follows whatever corpus the
 * server generated), waits for hints, reviews one side by side, accepts its facts and one of the
 * record's relatives, and finds the new relative on the tree's canvas.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, registerMember } from './support/members';
import { subscribe } from './support/subscribe';

interface Relative {
  id: string;
  relation: 'parent' | 'spouse' | 'child' | 'sibling';
  first_names: { value: string }[];
  surnames: { value: string }[];
  gender: 'm' | 'f' | 'none';
  birth_date: { year: number | null } | null;
  full_name: string;
}
interface Example {
  collection_title: string;
  is_sample: boolean;
  record_person: Relative & { code: string; birth_date: { year: number | null } | null; relatives_json: Relative[] };
}

async function example(request: APIRequestContext): Promise<Example> {
  let found: Example | null = null;
  // The sample records load in the background after the reference data (many minutes on a busy machine).
  await expect
    .poll(async () => ((await (await request.get('/api/v1/records-sample/status/')).json()) as { state: string }).state, { timeout: 1_200_000, intervals: [3000] })
    .toBe('ready');
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/person-hints/example/');
        found = res.ok() ? ((await res.json()) as { example: Example | null }).example : null;
        return found !== null;
      },
      { timeout: 30_000, intervals: [1000, 3000] },
    )
    .toBe(true);
  return found!;
}

const HAN = /\p{Script=Han}/u;
const latin = (items: { value: string }[]) => items.find((n) => !HAN.test(n.value))?.value ?? items[0]?.value ?? '';

function indi(id: string, p: Relative): string[] {
  const lines = [`0 @${id}@ INDI`, `1 NAME ${latin(p.first_names)} /${latin(p.surnames)}/`];
  if (p.gender !== 'none') lines.push(`1 SEX ${p.gender.toUpperCase()}`);
  if (p.birth_date?.year) lines.push('1 BIRT', `2 DATE ${p.birth_date.year}`);
  return lines;
}

/** The record's person and one of its relatives as a GEDCOM file (the other relatives are left for the hint). */
function gedcomOf(person: Relative, relative: Relative | null): string {
  const lines = ['0 HEAD', '1 SOUR XUNGEN-E2E', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', ...indi('I1', person)];
  if (relative) {
    lines.push(...indi('I2', relative));
    const self = person.gender === 'f' ? 'WIFE' : 'HUSB';
    const other = relative.gender === 'f' ? 'WIFE' : 'HUSB';
    if (relative.relation === 'spouse') lines.push('0 @F1@ FAM', `1 ${self} @I1@`, `1 ${other} @I2@`);
    else if (relative.relation === 'parent') lines.push('0 @F1@ FAM', `1 ${other} @I2@`, '1 CHIL @I1@');
    else if (relative.relation === 'child') lines.push('0 @F1@ FAM', `1 ${self} @I1@`, '1 CHIL @I2@');
    else lines.push('0 @F1@ FAM', '1 CHIL @I1@', '1 CHIL @I2@');
  }
  lines.push('0 TRLR', '');
  return lines.join('\n');
}

test('import a family of the sample corpus, review a hint, accept its facts and a relative, see the relative on the tree', async ({ page, request }) => {
  test.setTimeout(1_800_000);
  const { record_person: person } = await example(request);
  const [kept, ...others] = person.relatives_json;
  expect(kept ?? others[0], 'the example record names a relative').toBeTruthy();

  const member = await registerMember(request, 'hints');
  // A member: the hint of the example record need not be among the three a non-member may open.
  await subscribe(request, member);
  // The hint pages are for verified members: finishing sign-up from its e-mail verified the address.
  await logIn(page, member);

  await page.goto('/familytree/import/gedcom');
  await page.getByLabel('GEDCOM file').setInputFiles({ name: 'sample-family.ged', mimeType: 'text/plain', buffer: Buffer.from(gedcomOf(person, others.length ? kept! : null)) });
  await expect(page.getByRole('heading', { name: 'sample-family.ged is imported' })).toBeVisible({ timeout: 120_000 });
  await page.getByRole('link', { name: 'Open the family tree' }).click();
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  const treeId = /\/familytree\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.getByRole('treeitem', { name: new RegExp(latin(person.first_names)) }).first()).toBeVisible({ timeout: 60_000 });

  // Matching runs in the background after the import: wait for a hint on the hints page.
  await page.goto(`/familytree/${treeId}/hints?tab=new`);
  await expect(page.getByRole('heading', { level: 1, name: 'RecordFinder hints' })).toBeVisible();
  const review = page.getByRole('link', { name: /^Review / }).first();
  await expect
    .poll(
      async () => {
        if (await review.isVisible()) return true;
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'RecordFinder hints' }).waitFor();
        await page.getByRole('status').filter({ hasText: 'Loading hints' }).waitFor({ state: 'detached' });
        return review.isVisible();
      },
      { timeout: 600_000, intervals: [3000, 5000] },
    )
    .toBe(true);
  const list = page.getByRole('list', { name: 'New hints' });
  await expect(list.getByText(/\d+% match/).first()).toBeVisible();
  await expect(list.getByText('Sample collection').first()).toBeVisible();
  const before = await list.getByRole('listitem').count();
  await review.click();

  // Side by side: the record's values beside the tree's, marked.
  await expect(page).toHaveURL(/\/hints\/review\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Is this the same person\?/ })).toBeVisible();
  // The same person may be named in several records: step to the hint of the example record, which names relatives.
  const recordLink = page.getByRole('link', { name: 'Open the record' });
  for (let i = 0; i < 20 && !(await recordLink.getAttribute('href'))?.endsWith(`/${person.code}`); i++) {
    const at = page.url();
    await page.getByRole('button', { name: 'Next hint →' }).click();
    await expect(page).not.toHaveURL(at);
    await expect(page.getByRole('heading', { level: 1, name: /Is this the same person\?/ })).toBeVisible();
  }
  await expect(recordLink).toHaveAttribute('href', new RegExp(`/${person.code}$`));
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Given names' })).toBeVisible();
  await expect(table.getByText('Agrees').first()).toBeVisible();

  // Take every offered fact and one relative the tree does not have.
  for (const box of await table.getByRole('checkbox').all()) await box.check();
  const group = page.getByRole('group', { name: 'Relatives named in the record' });
  // A spouse or a child when the record names one (drawn below the person), else whoever it names.
  const near = group.getByRole('checkbox', { name: /^Add (spouse|child) / });
  const add = (await near.count()) ? near.first() : group.getByRole('checkbox').first();
  await expect(add).toBeVisible();
  const label = (await add.locator('xpath=..').innerText()).trim();
  const added = others.find((r) => label.includes(r.full_name)) ?? person.relatives_json.find((r) => label.includes(r.full_name));
  await add.check();
  await page.keyboard.press('a');

  // Back on the hints list, the accepted hint has left the new tab.
  await expect(page).toHaveURL(new RegExp(`/familytree/${treeId}/hints`));
  await expect
    .poll(async () => (await page.getByRole('list', { name: 'New hints' }).getByRole('listitem').count()), { timeout: 30_000 })
    .toBeLessThan(before);
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await expect(page.getByRole('list', { name: 'Accepted hints' }).getByRole('listitem')).toHaveCount(1);

  // The new relative is in the tree, linked to the person, and on the canvas (drawn around them).
  const given = added ? latin(added.first_names) : /Add \w+ (\S+)/.exec(label)![1]!;
  const auth = { Authorization: `Token ${member.key}` };
  const accepted = (await (await request.get(`/api/v1/person-hints/?family_tree_id=${treeId}&status=accepted`, { headers: auth })).json()) as { objects: { person_id: string }[] };
  const main = (await (await request.get(`/api/v1/person/${accepted.objects[0]!.person_id}/`, { headers: auth })).json()) as { relatives: Record<string, string[]> };
  let newId = '';
  for (const id of Object.values(main.relatives).flat()) {
    const p = (await (await request.get(`/api/v1/person/${id}/`, { headers: auth })).json()) as { first_names: { value: string }[] };
    if (p.first_names.some((n) => n.value === given)) newId = id;
  }
  expect(newId, `a relative named ${given} is linked to the person`).not.toBe('');
  await page.goto(`/familytree/${treeId}?start_person_id=${newId}`);
  await expect(page.getByRole('treeitem', { name: new RegExp(given) }).first()).toBeVisible({ timeout: 60_000 });
});

test('the RecordFinder page explains itself with a real record of a sample collection @phone', async ({ page }) => {
  test.setTimeout(1_500_000);
  await example(page.request);
  await page.goto('/familytree/hints-landing');
  await expect(page.getByRole('heading', { level: 1, name: 'RecordFinder™' })).toBeVisible();
  const figure = page.getByRole('figure');
  await expect(figure).toBeVisible({ timeout: 30_000 });
  await expect(figure.getByText('Sample collection', { exact: true })).toBeVisible();
  await expect(figure.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up and build your tree' })).toBeVisible();
});
