import { expect, test, type Locator, type Page } from '@playwright/test';

/** Items shown are in one row when every one of them overlaps every other vertically (a second row starts below the first's bottom). */
async function expectOneRow(items: Locator, what: string): Promise<void> {
  const boxes = await items.evaluateAll((els) =>
    els
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ top: Math.round(r.top), bottom: Math.round(r.bottom) })),
  );
  expect(boxes.length, `${what} has items`).toBeGreaterThan(0);
  const lowestTop = Math.max(...boxes.map((b) => b.top));
  const highestBottom = Math.min(...boxes.map((b) => b.bottom));
  expect(lowestTop, `${what} in one row: ${JSON.stringify(boxes)}`).toBeLessThan(highestBottom);
}

/** Selects, by keyboard focus on its card, a person on screen who is not yet on the trail; returns their crumb's label. */
async function visitSomeoneNew(page: Page, visited: Set<string>): Promise<string> {
  const ids = await page.getByRole('treeitem').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.personId ?? ''));
  const next = ids.find((id) => id && !id.startsWith('ghost:') && !visited.has(id));
  expect(next, 'a person not yet visited is on screen').toBeDefined();
  visited.add(next!);
  await page.locator(`[data-person-id="${next}"]`).focus();
  await expect(page.locator(`[data-person-id="${next}"]`)).toHaveAttribute('aria-selected', 'true');
  const current = page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('[aria-current="true"]');
  await expect(current).toHaveCount(1);
  return (await current.getAttribute('title'))!;
}

test('a long trail of persons stays on one line beside a one-line toolbar; the folded persons open from "…" by keyboard @phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/familytree/demo');
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  const toolbar = page.getByRole('toolbar', { name: 'Tree tools' });
  // The start (home) person is selected when the tree opens: the trail begins with them.
  const start = page.locator('[role="treeitem"][aria-selected="true"]');
  await expect(start).toHaveCount(1, { timeout: 30_000 });
  const startId = (await start.getAttribute('data-person-id'))!;
  await expect(crumbs.locator('[aria-current="true"]')).toHaveCount(1);
  const labels = [(await crumbs.locator('[aria-current="true"]').getAttribute('title'))!];
  const headerHeight = (await page.locator('.tree-page__head').boundingBox())!.height;

  const visited = new Set([startId]);
  for (let i = 0; i < 7; i++) labels.push(await visitSomeoneNew(page, visited));

  // Eight persons on the trail: the first and the last stay, the middle folds behind "…".
  const more = crumbs.getByRole('button', { name: /more persons? on the trail/ });
  await page.screenshot({ path: test.info().outputPath('trail.png') });
  await expect(more).toBeVisible();
  const shown = await crumbs.locator('.tree-crumbs__person button').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
  expect(shown.length).toBeLessThan(labels.length);
  expect(shown[0]).toBe(labels[0]);
  expect(shown[shown.length - 1]).toBe(labels[labels.length - 1]);
  const hidden = labels.filter((l) => !shown.includes(l));
  expect(hidden.length).toBe(labels.length - shown.length);
  await expect(more).toHaveAccessibleName(`${hidden.length} more persons on the trail`);

  // One line: every crumb in the same row, no taller than one row; the toolbar one row too, and the
  // header kept the height it had with one person on the trail.
  await expectOneRow(crumbs.locator('li'), 'the breadcrumb');
  const crumbBox = (await crumbs.boundingBox())!;
  const rowBox = (await crumbs.locator('li').first().boundingBox())!;
  expect(crumbBox.height).toBeLessThanOrEqual(rowBox.height * 1.5);
  await expectOneRow(toolbar.locator(':scope > *'), 'the toolbar');
  expect((await toolbar.boundingBox())!.height).toBeLessThanOrEqual(48);
  expect((await page.locator('.tree-page__head').boundingBox())!.height).toBeCloseTo(headerHeight, 0);
  // Nothing runs off the screen's right edge.
  const viewport = page.viewportSize()!;
  for (const box of [crumbBox, (await toolbar.boundingBox())!]) expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
  if (viewport.width > 700) {
    // On a desktop the trail and the toolbar share the header's one row.
    const t = (await toolbar.boundingBox())!;
    expect(Math.abs(t.y + t.height / 2 - (crumbBox.y + crumbBox.height / 2))).toBeLessThanOrEqual(8);
  }

  // The folded persons, in the order visited, from the keyboard: Enter opens the menu on the first.
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Persons between on the trail' });
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(hidden);
  await expect(items.first()).toBeFocused();
  // Esc closes it back on "…"; the tree's Esc (the panel) is not touched.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
  // Down arrow opens it again; the second folded person is chosen and becomes the selected card.
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  const chosen = hidden[1];
  await expect(items.nth(1)).toHaveText(chosen);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(page.locator('[role="treeitem"][aria-selected="true"]')).toHaveAttribute('aria-label', new RegExp(`^${chosen.replace(/[()]/g, '\\$&')}`));
  await expect(page.locator('[role="treeitem"][aria-selected="true"]')).toBeFocused();
  // The trail is cut back to that person (the rule of tree-workspace.md section 4), shown last.
  await expect(crumbs.locator('.tree-crumbs__person button').last()).toHaveAttribute('title', chosen);
  await expect(crumbs.locator('[aria-current="true"]')).toHaveAttribute('title', chosen);
  const onTrail = async () => (await crumbs.locator('.tree-crumbs__person').count()) + Number((await more.count()) ? (await more.getAttribute('aria-label'))!.split(' ')[0] : 0);
  await expect.poll(onTrail).toBe(labels.indexOf(chosen) + 1);
});
