import { expect, test } from '@playwright/test';
import type { CardLayer } from '../../../src-engine/systems/cardLayer';
import type { Minimap } from '../../../src-engine/systems/minimap';
import { canvasBox, distinctColours, openTree, snapshot, toPage } from './helpers';

test('cards appear: the mirror lists the cards on screen and the canvas is not blank', async ({ page }) => {
  await openTree(page);
  const items = page.getByRole('treeitem');
  const n = await items.count();
  expect(n).toBeGreaterThan(5);
  expect(n).toBe((await snapshot(page)).visibleCount);
  const names = await items.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(names.some((s) => /[\u4e00-\u9fff]/.test(s) && /[A-Za-z]/.test(s))).toBe(true);
  expect(Number(await items.first().getAttribute('aria-level'))).toBeGreaterThanOrEqual(1);
  expect(await distinctColours(page)).toBeGreaterThan(20);
});

test('drag pans the view', async ({ page }) => {
  await openTree(page);
  const before = await snapshot(page);
  const box = await canvasBox(page);
  // Start on empty space left of the tree so the press does not select a card.
  const sx = box.x + 40, sy = box.y + 60;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(sx + i * 20, sy + i * 10);
  await page.waitForTimeout(120);
  await page.mouse.up();
  const after = await snapshot(page);
  expect(after.camera.x).toBeCloseTo(before.camera.x - 200 / before.camera.zoom, 0);
  expect(after.camera.y).toBeCloseTo(before.camera.y - 100 / before.camera.zoom, 0);
  expect(after.selectedId).toBeNull();
});

test('wheel zooms around the pointer', async ({ page }) => {
  await openTree(page);
  const box = await canvasBox(page);
  const at = { x: box.x + 500, y: box.y + 300 };
  const before = await snapshot(page);
  const treeBefore = { x: before.camera.x + 500 / before.camera.zoom, y: before.camera.y + 300 / before.camera.zoom };
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await snapshot(page)).camera.zoom).toBeLessThan(before.camera.zoom * 0.8);
  const after = await snapshot(page);
  expect(after.camera.x + 500 / after.camera.zoom).toBeCloseTo(treeBefore.x, 0);
  expect(after.camera.y + 300 / after.camera.zoom).toBeCloseTo(treeBefore.y, 0);
  // Zoomed out past the name threshold, more cards are on screen.
  expect(after.visibleCount).toBeGreaterThan(before.visibleCount);
});

test('touch pinch zooms in and two fingers pan', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium');
  await openTree(page);
  const cdp = await page.context().newCDPSession(page);
  const box = await canvasBox(page);
  const cx = box.x + 600, cy = box.y + 400;
  const before = await snapshot(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number, dy = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [
        { x: cx - d, y: cy + dy, id: 1 },
        { x: cx + d, y: cy + dy, id: 2 },
      ],
    });
  await touch('touchStart', 40);
  for (let d = 50; d <= 160; d += 10) await touch('touchMove', d);
  for (let dy = 5; dy <= 60; dy += 5) await touch('touchMove', 160, dy);
  await touch('touchEnd', 160);
  const after = await snapshot(page);
  expect(after.camera.zoom / before.camera.zoom).toBeGreaterThan(3);
  // The tree point that was under the fingers' midpoint moved down with them by 60 px.
  const treeUnderMid = (s: typeof before, dy: number) => s.camera.y + (400 + dy) / s.camera.zoom;
  expect(treeUnderMid(after, 60)).toBeCloseTo(treeUnderMid(before, 0), 0);
});

test('clicking a relationship line highlights its family', async ({ page }) => {
  await openTree(page);
  const target = await page.evaluate(() => {
    const e = window.__tree.engine.internals;
    const onScreen = new Set(e.system<CardLayer>('cards')!.onScreen);
    const line = [...e.scene.lines.values()].find((l) => l.kind === 'parent_child' && l.person_ids.every((id) => onScreen.has(id)))!;
    const [[x0, y0], [x1, y1]] = [line.points[1], line.points[2]];
    return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, family: line.family_id };
  });
  const p = await toPage(page, target.x, target.y);
  await page.mouse.click(p.x, p.y + 2);
  await expect.poll(async () => (await snapshot(page)).highlightedFamilyId).toBe(target.family);
  const events = await page.evaluate(() => window.__tree.events.map((e) => e.name));
  expect(events).toContain('line.click');
  // Clicking empty space clears it.
  const box = await canvasBox(page);
  await page.mouse.click(box.x + 30, box.y + 30);
  await expect.poll(async () => (await snapshot(page)).highlightedFamilyId).toBeNull();
});

test('the mini-map moves the view where it is clicked', async ({ page }) => {
  await openTree(page);
  const mm = page.getByTestId('tree-minimap');
  const box = (await mm.boundingBox())!;
  const before = await snapshot(page);
  await mm.click({ position: { x: box.width - 20, y: box.height - 15 } });
  const after = await snapshot(page);
  const expected = await page.evaluate(({ x, y }) => {
    const mini = window.__tree.engine.internals.system<Minimap>('minimap')!;
    return mini.toTree(x, y);
  }, { x: box.width - 20, y: box.height - 15 });
  const view = await canvasBox(page);
  // A mouse position is whole pixels: allow one mini-map pixel of tree space.
  const onePx = await page.evaluate(() => {
    const mini = window.__tree.engine.internals.system<Minimap>('minimap')!;
    return mini.toTree(1, 0).x - mini.toTree(0, 0).x;
  });
  expect(Math.abs(after.camera.x + view.width / 2 / after.camera.zoom - expected.x)).toBeLessThan(onePx);
  expect(Math.abs(after.camera.y + view.height / 2 / after.camera.zoom - expected.y)).toBeLessThan(onePx);
  expect(Math.abs(after.camera.x - before.camera.x)).toBeGreaterThan(500);
  const stillDrawn = await page.evaluate(() => window.__tree.engine.internals.system<Minimap>('minimap')!.baseDraws);
  expect(stillDrawn).toBe(1);
});

test('a click selects a card, arrows walk to relatives and the mirror follows', async ({ page }) => {
  await openTree(page);
  // A card on screen whose parents are drawn (a born-in child, not a married-in spouse).
  const id = await page.evaluate(() => {
    const e = window.__tree.engine.internals;
    const onScreen = e.system<CardLayer>('cards')!.onScreen;
    return onScreen.find((pid) => [...e.scene.lines.values()].some((l) => l.kind === 'parent_child' && l.person_ids[l.person_ids.length - 1] === pid))!;
  });
  const r = await page.evaluate((pid) => window.__tree.engine.internals.scene.persons.get(pid)!.position, id);
  const p = await toPage(page, r.x + r.width - 20, r.y + r.height / 2);
  await page.mouse.click(p.x, p.y);
  await expect.poll(async () => (await snapshot(page)).selectedId).toBe(id);
  await expect(page.locator(`[data-person-id="${id}"]`)).toHaveAttribute('aria-selected', 'true');
  const clicked = await page.evaluate(() => window.__tree.events.find((e) => e.name === 'person.click')?.payload as { personId: string });
  expect(clicked.personId).toBe(id);
  await page.keyboard.press('ArrowUp');
  const up = (await snapshot(page)).selectedId!;
  const gens = await page.evaluate(([a, b]) => [a, b].map((x) => window.__tree.engine.internals.scene.persons.get(x)!.generation), [id, up]);
  expect(gens[1]).toBe(gens[0] - 1);
  await page.keyboard.press('ArrowDown');
  expect((await snapshot(page)).selectedId).not.toBe(up);
  await page.keyboard.press('Enter');
  const opened = await page.evaluate(() => window.__tree.events.filter((e) => e.name === 'person.open').length);
  expect(opened).toBe(1);
});

test('arrows from a focused mirror item take the keyboard along, and the camera moves that follow keep the new selection', async ({ page }) => {
  await openTree(page);
  const id = await page.evaluate(() => {
    const e = window.__tree.engine.internals;
    const onScreen = e.system<CardLayer>('cards')!.onScreen;
    return onScreen.find((pid) => [...e.scene.lines.values()].some((l) => l.kind === 'parent_child' && l.person_ids[l.person_ids.length - 1] === pid))!;
  });
  await page.locator(`[data-person-id="${id}"]`).focus();
  await expect.poll(async () => (await snapshot(page)).selectedId).toBe(id);
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await snapshot(page)).selectedId).not.toBe(id);
  const up = (await snapshot(page)).selectedId!;
  await expect(page.locator(`[data-person-id="${up}"]`)).toBeFocused();
  // The camera glides to the parent and the mirror reorders meanwhile; the selection stays there.
  await page.waitForTimeout(1200);
  expect((await snapshot(page)).selectedId).toBe(up);
  await expect(page.locator(`[data-person-id="${up}"]`)).toBeFocused();
});

test('the card with keyboard focus keeps it when a camera move reorders the mirror', async ({ page }) => {
  await openTree(page);
  const id = (await page.getByRole('treeitem').nth(3).getAttribute('data-person-id'))!;
  await page.evaluate((pid) => window.__tree.engine.select(pid), id);
  await page.locator(`[data-person-id="${id}"]`).focus();
  const before = await page.getByRole('treeitem').evaluateAll((els) => els.map((e) => e.getAttribute('data-person-id')));
  const cam = (await snapshot(page)).camera;
  // A pan far enough that other cards come on screen and the mirror is rebuilt around the selection.
  await page.evaluate((c) => window.__tree.engine.setCamera({ ...c, x: c.x + 1500 / c.zoom }, false), cam);
  await expect
    .poll(async () => page.getByRole('treeitem').evaluateAll((els) => els.map((e) => e.getAttribute('data-person-id')).join()))
    .not.toBe(before.join());
  expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.personId)).toBe(id);
  // A diff that renames another card makes the mirror's items anew; the focused person keeps focus.
  await page.evaluate((pid) => {
    const e = window.__tree.engine.internals;
    const other = structuredClone([...e.scene.persons.values()].find((p) => p.object_id !== pid && !p.is_ghost)!);
    other.card.full_name = 'Renamed 改名';
    const meta = e.scene.meta;
    window.__tree.engine.applyDiff({
      new_persons: [], remove_persons: [], data_update: [other], new_lines: [], remove_lines: [],
      tree_width: meta.treeWidth, tree_height: meta.treeHeight, tree_margin_x: meta.treeMarginX, has_state: true,
      map_hash: 'renamed', blood_relatives_ids: [], preferences: meta.preferences,
    });
  }, id);
  expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.personId)).toBe(id);
});

test('destroy before init finishes leaves nothing behind; destroy after frees the canvas', async ({ page }) => {
  await openTree(page);
  const result = await page.evaluate(async () => {
    const { createEngine } = await import('/src-engine/index.ts' as string);
    const host = document.createElement('div');
    host.style.cssText = 'width:300px;height:200px';
    document.body.appendChild(host);
    const early = createEngine(host);
    early.destroy();
    await new Promise((r) => setTimeout(r, 500));
    const afterEarly = host.childElementCount;
    const late = createEngine(host);
    await late.ready;
    // Draw text and far-zoom blocks so the second engine touches the glyph atlases and Texture.WHITE.
    late.applyDraw(window.__tree.generateDraw({ persons: 20, perRow: 4 }));
    await new Promise((r) => setTimeout(r, 200));
    late.setCamera({ x: 0, y: 0, zoom: 0.1 });
    await new Promise((r) => setTimeout(r, 200));
    const whileUp = host.querySelectorAll('canvas').length;
    late.destroy();
    return { afterEarly, whileUp, afterLate: host.childElementCount };
  });
  expect(result).toEqual({ afterEarly: 0, whileUp: 3, afterLate: 0 });
  // The page's own engine shares pixi's global textures and glyph atlases; it still draws after a pan.
  const box = await canvasBox(page);
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + 70, { steps: 3 });
  await page.mouse.up();
  await page.waitForTimeout(200);
  expect(await distinctColours(page)).toBeGreaterThan(20);
});

test('modifier clicks, right click and double click emit their own events; keys zoom and fit', async ({ page }) => {
  await openTree(page);
  const id = await page.getByRole('treeitem').nth(2).getAttribute('data-person-id');
  const r = await page.evaluate((pid) => window.__tree.engine.internals.scene.persons.get(pid!)!.position, id);
  const p = await toPage(page, r.x + r.width - 15, r.y + r.height / 2);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await page.waitForTimeout(400);
  await page.keyboard.down('Alt');
  await page.mouse.click(p.x, p.y);
  await page.keyboard.up('Alt');
  await page.waitForTimeout(400);
  await page.keyboard.down('Control');
  await page.mouse.click(p.x, p.y);
  await page.keyboard.up('Control');
  await page.waitForTimeout(400);
  await page.mouse.dblclick(p.x, p.y);
  const names = await page.evaluate(() => window.__tree.events.map((e) => `${e.name}:${(e.payload as { personId?: string }).personId}`));
  expect(names).toEqual([`person.contextmenu:${id}`, `person.profile:${id}`, `person.newtab:${id}`, `person.click:${id}`, `person.dblclick:${id}`]);
  const z0 = (await snapshot(page)).camera.zoom;
  await page.keyboard.press('-');
  await expect.poll(async () => (await snapshot(page)).camera.zoom).toBeCloseTo(z0 / 1.4, 3);
  await page.keyboard.press('0');
  // Fitting the whole 1,000-person tree needs a much smaller zoom.
  await expect.poll(async () => (await snapshot(page)).camera.zoom).toBeLessThan(z0 / 3);
  await page.evaluate(() => window.__tree.engine.setMinimapVisible(false));
  await expect(page.getByTestId('tree-minimap')).toBeHidden();
});
