import { expect, test, type Page } from '@playwright/test';

interface DrawnPerson {
  object_id: string;
  is_ghost: boolean;
  card: { has_hidden_subtree: boolean; hidden_count: number };
}

/** Opens the public demo tree and returns the persons of its first full drawing. */
async function openDemo(page: Page): Promise<DrawnPerson[]> {
  const drawn = page.waitForResponse((r) => r.request().method() === 'POST' && /\/familytree\/[^/]+\/draw\/?/.test(r.url()));
  await page.goto('/familytree/demo');
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  const body = (await (await drawn).json()) as { persons: DrawnPerson[] };
  await expect(page.getByRole('treeitem').first()).toBeAttached({ timeout: 30_000 });
  return body.persons;
}

test('a hidden branch opens from the quick actions and closes again, through expand-control and a diff', async ({ page }) => {
  test.setTimeout(90_000);
  const persons = await openDemo(page);
  const hidden = persons.filter((p) => !p.is_ghost && p.card.has_hidden_subtree && p.card.hidden_count > 0);
  expect(hidden.length, 'the demo tree has branches hidden at first').toBeGreaterThan(0);

  // One whose card is on screen, so its mirror item exists.
  let target: DrawnPerson | undefined;
  for (const p of hidden) {
    if (await page.locator(`[data-person-id="${p.object_id}"]`).count()) {
      target = p;
      break;
    }
  }
  expect(target, 'a card with a hidden branch is on screen').toBeDefined();
  const before = await page.getByRole('treeitem').count();

  const item = page.locator(`[data-person-id="${target!.object_id}"]`);
  await item.focus();
  await expect(item).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Shift+F10');
  const expanded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/expand-control/'));
  const diffed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/diff/'));
  await page.getByRole('menuitem', { name: `Show hidden relatives (${target!.card.hidden_count})` }).click();
  expect((await expanded).ok()).toBe(true);
  expect((await diffed).ok()).toBe(true);
  await expect.poll(() => page.getByRole('treeitem').count(), { timeout: 15_000 }).toBeGreaterThan(before);

  // The opened branch can be hidden again from the same person.
  const opened = await page.getByRole('treeitem').count();
  await page.locator(`[data-person-id="${target!.object_id}"]`).focus();
  await page.keyboard.press('Shift+F10');
  const collapsed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/expand-control/'));
  await page.getByRole('menuitem', { name: 'Hide branch' }).click();
  expect((await collapsed).ok()).toBe(true);
  await expect.poll(() => page.getByRole('treeitem').count(), { timeout: 15_000 }).toBeLessThan(opened);
});
