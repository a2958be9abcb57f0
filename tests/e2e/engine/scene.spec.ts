import { expect, test, type Page } from '@playwright/test';
import { canvasBox, distinctColours, openTree, snapshot } from './helpers';

/** Internals the scene tests look at: private fields are plain properties at run time. */
interface CardInternals {
  cardViews: Map<string, { x: number; y: number; alpha: number; big: { visible: boolean } }>;
  onScreen: string[];
}
interface LineInternals {
  rebuilds: number;
  chunkCount: number;
}

function cards(page: Page) {
  return {
    view: (id: string) =>
      page.evaluate((pid) => {
        const v = (window.__tree.engine.internals.system('cards') as unknown as CardInternals).cardViews.get(pid);
        return v ? { x: v.x, y: v.y, alpha: v.alpha } : null;
      }, id),
    counts: () =>
      page.evaluate(() => {
        const c = window.__tree.engine.internals.system('cards') as unknown as CardInternals;
        const b = window.__tree.engine.internals.system('blocks') as unknown as { visibleChunks: number };
        return { cards: c.cardViews.size, blockChunks: b.visibleChunks, names: [...c.cardViews.values()].filter((v) => v.big.visible).length };
      }),
  };
}

test('a diff moves, adds and removes only what it names, with glides and fades', async ({ page }) => {
  await openTree(page);
  const plan = await page.evaluate(() => {
    const e = window.__tree.engine.internals;
    const onScreen = (e.system('cards') as unknown as CardInternals).onScreen.filter((id) => !id.startsWith('g_'));
    const moved = e.scene.persons.get(onScreen[2])!;
    const removed = onScreen[5];
    return { moved: moved.object_id, from: { x: moved.position.x, y: moved.position.y }, removed, rebuilds: (e.system('lines') as unknown as LineInternals).rebuilds };
  });
  await page.evaluate(({ moved, removed }) => {
    const e = window.__tree.engine.internals;
    const m = structuredClone(e.scene.persons.get(moved)!);
    m.position.x += 60;
    m.position.y += 30;
    const added = { ...structuredClone(m), object_id: 'added1', is_start_person: false, position: { ...m.position, x: m.position.x + 200 } };
    const meta = e.scene.meta;
    window.__tree.engine.applyDiff({
      new_persons: [added], remove_persons: [removed], data_update: [m],
      new_lines: [{ line_id: 'added-line', kind: 'couple', person_ids: [moved, 'added1'], points: [[m.position.x + 160, m.position.y + 32], [m.position.x + 200, m.position.y + 32]], family_id: 'fam-added' }],
      remove_lines: [...e.scene.lines.values()].filter((l) => l.person_ids.includes(removed)).map((l) => l.line_id),
      tree_width: meta.treeWidth, tree_height: meta.treeHeight, tree_margin_x: meta.treeMarginX, has_state: true,
      map_hash: 'diffed', blood_relatives_ids: [], preferences: meta.preferences,
    });
  }, plan);
  const c = cards(page);
  const start = await c.view(plan.moved);
  expect(start).not.toBeNull();
  expect(Math.abs(start!.x - plan.from.x)).toBeLessThan(60);
  const fresh = await c.view('added1');
  expect(fresh!.alpha).toBeLessThan(1);
  await page.waitForTimeout(450);
  expect(await c.view(plan.moved)).toMatchObject({ x: plan.from.x + 60, y: plan.from.y + 30, alpha: 1 });
  expect((await c.view('added1'))!.alpha).toBe(1);
  expect(await c.view(plan.removed)).toBeNull();
  await expect(page.locator(`[data-person-id="${plan.removed}"]`)).toHaveCount(0);
  await expect(page.locator('[data-person-id="added1"]')).toHaveCount(1);
  const lines = await page.evaluate(() => {
    const l = window.__tree.engine.internals.system('lines') as unknown as LineInternals;
    return { rebuilds: l.rebuilds, chunkCount: l.chunkCount };
  });
  // Only the chunks holding the removed and the added lines were tessellated again.
  expect(lines.rebuilds - plan.rebuilds).toBeGreaterThan(0);
  expect(lines.rebuilds - plan.rebuilds).toBeLessThanOrEqual(2);
  expect(lines.chunkCount).toBeGreaterThan(2);
});

test('levels of detail follow zoom: full cards, names only, then blocks', async ({ page }) => {
  await openTree(page);
  const c = cards(page);
  expect((await c.counts()).names).toBeLessThanOrEqual(2);
  const set = (zoom: number) => page.evaluate((z) => window.__tree.engine.setCamera({ ...window.__tree.engine.getSnapshot().camera, zoom: z }), zoom);
  await set(0.4);
  const mid = await c.counts();
  expect(mid.names).toBe(mid.cards);
  expect(mid.blockChunks).toBe(0);
  await set(0.1);
  const far = await c.counts();
  expect(far.cards).toBe(0);
  expect(far.blockChunks).toBeGreaterThan(0);
  expect((await snapshot(page)).visibleCount).toBeGreaterThan(mid.cards);
  expect(await distinctColours(page)).toBeGreaterThan(3);
});

test('card names follow the chosen scripts at every level of detail, wrap to two lines, and a nameless person is Unknown', async ({ page }) => {
  await openTree(page);
  const ids = await page.evaluate(() => {
    const e = window.__tree.engine.internals;
    const onScreen = (e.system('cards') as unknown as CardInternals).onScreen.filter((id) => !id.startsWith('g_'));
    const edit = (id: string, names_en: string, names_zh: string) => {
      const p = structuredClone(e.scene.persons.get(id)!);
      Object.assign(p.card, { names_en, names_zh, full_name: [names_zh, names_en].filter(Boolean).join(' ') });
      // The size the tree's layout gives cards (the bench draws them smaller).
      Object.assign(p.position, { width: 180, height: 72 });
      return p;
    };
    const meta = e.scene.meta;
    const [long, nameless] = [onScreen[1], onScreen[2]];
    window.__tree.engine.applyDiff({
      new_persons: [], remove_persons: [], data_update: [edit(long, 'Étienne Louis Marie Penthièvre', '欧阳明华'), edit(nameless, '', '')],
      new_lines: [], remove_lines: [], tree_width: meta.treeWidth, tree_height: meta.treeHeight, tree_margin_x: meta.treeMarginX,
      has_state: true, map_hash: 'renamed', blood_relatives_ids: [], preferences: meta.preferences,
    });
    return { long, nameless, plain: onScreen[3], plainNames: { en: e.scene.persons.get(onScreen[3])!.card.names_en, zh: e.scene.persons.get(onScreen[3])!.card.names_zh } };
  });
  await page.waitForTimeout(450);
  type Texts = { name: string; second: string; big: string; nameY: number; secondY: number; datesY: number } | null;
  const texts = (id: string) =>
    page.evaluate((pid) => {
      const v = (window.__tree.engine.internals.system('cards') as unknown as {
        cardViews: Map<string, { nameText: { text: string; y: number }; zh: { text: string; y: number }; dates: { y: number }; big: { text: string } }>;
      }).cardViews.get(pid);
      return v ? { name: v.nameText.text, second: v.zh.text, big: v.big.text, nameY: v.nameText.y, secondY: v.zh.y, datesY: v.dates.y } : null;
    }, id) as Promise<Texts>;
  const long = (await texts(ids.long))!;
  // Two lines, broken between words; whatever still does not fit ends with an ellipsis.
  const [first, rest, ...more] = long.name.split('\n');
  expect(more).toEqual([]);
  expect('Étienne Louis Marie Penthièvre'.startsWith(`${first} `)).toBe(true);
  expect(rest.endsWith('…') ? 'Étienne Louis Marie Penthièvre'.startsWith(`${first} ${rest.slice(0, -1)}`) : `${first} ${rest}` === 'Étienne Louis Marie Penthièvre').toBe(true);
  expect(long.second).toBe('欧阳明华');
  // The other script and the dates sit below both name lines, a line apart, inside the 72 px card.
  expect(long.secondY - long.nameY).toBeGreaterThanOrEqual(2 * 15);
  expect(long.datesY - long.secondY).toBeGreaterThanOrEqual(15);
  expect(long.nameY).toBeGreaterThanOrEqual(0);
  expect(long.datesY + 14).toBeLessThanOrEqual(72);
  expect((await texts(ids.nameless))!).toMatchObject({ name: 'Unknown', second: '未知' });
  await expect(page.locator(`[data-person-id="${ids.nameless}"]`)).toHaveAttribute('aria-label', /^Unknown/);
  await expect(page.locator(`[data-person-id="${ids.long}"]`)).toHaveAttribute('aria-label', /^Étienne Louis Marie Penthièvre 欧阳明华/);

  const zoom = (z: number) => page.evaluate((zz) => window.__tree.engine.setCamera({ ...window.__tree.engine.getSnapshot().camera, zoom: zz }), z);
  await zoom(0.45);
  // English leads by default, as on the full card, and the Chinese name follows.
  const plainBig = (await texts(ids.plain))!.big.split('\n');
  expect(plainBig).toHaveLength(2);
  expect(ids.plainNames.en.startsWith(plainBig[0].replace(/…$/u, ''))).toBe(true);
  expect(plainBig[1]).toBe(ids.plainNames.zh);
  expect((await texts(ids.nameless))!.big).toBe('Unknown\n未知');
  const mirrored = page.locator(`[data-person-id="${ids.plain}"]`);
  await expect(mirrored).toHaveAttribute('data-lead-name', ids.plainNames.en);
  await expect(mirrored).toHaveAttribute('data-second-name', ids.plainNames.zh);
  await page.evaluate(() => window.__tree.engine.setNameDisplay({ script: 'zh', first: 'zh' }));
  expect((await texts(ids.plain))!.big).toBe(ids.plainNames.zh);
  // The mirror says what the card shows now; its accessible name stays the full name.
  await expect(mirrored).toHaveAttribute('data-lead-name', ids.plainNames.zh);
  await expect(mirrored).toHaveAttribute('data-second-name', '');
  expect((await mirrored.getAttribute('aria-label'))!.startsWith(`${ids.plainNames.en} ${ids.plainNames.zh}`)).toBe(true);
  expect((await texts(ids.nameless))!.big).toBe('未知');
  await page.evaluate(() => window.__tree.engine.setNameDisplay({ script: 'en', first: 'en' }));
  expect((await texts(ids.plain))!.big.replace('\n', ' ')).toBe(ids.plainNames.en);
  await zoom(1);
  expect((await texts(ids.nameless))!).toMatchObject({ name: 'Unknown', second: '' });
  expect((await texts(ids.long))!.name.split('\n')[0]).toBe(first);
  expect((await texts(ids.long))!.second).toBe('');
});

test('focusing a mirror item selects its card', async ({ page }) => {
  await openTree(page);
  const item = page.getByRole('treeitem').nth(3);
  const id = await item.getAttribute('data-person-id');
  await item.focus();
  await expect.poll(async () => (await snapshot(page)).selectedId).toBe(id);
  await expect(item).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role=treeitem][aria-selected=true]')).toHaveCount(1);
});

test('the tree draws again after the WebGL context is lost and restored', async ({ page }) => {
  await openTree(page);
  const before = await distinctColours(page);
  await page.evaluate(async () => {
    const gl = (window.__tree.engine.internals.app!.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
    const ext = gl.getExtension('WEBGL_lose_context')!;
    ext.loseContext();
    await new Promise((r) => setTimeout(r, 200));
    ext.restoreContext();
    await new Promise((r) => setTimeout(r, 500));
  });
  // Pan a little so a fresh frame is drawn with restored resources.
  const box = await canvasBox(page);
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 80, { steps: 4 });
  await page.mouse.up();
  await page.waitForTimeout(300);
  expect(await distinctColours(page)).toBeGreaterThan(before / 2);
  expect((await snapshot(page)).visibleCount).toBeGreaterThan(5);
});

test('photos load lazily into cards', async ({ page }) => {
  await openTree(page, 'persons=1000&photos=1');
  await expect
    .poll(() => page.evaluate(() => (window.__tree.engine.internals.system('cards') as unknown as { photos: { size: number } }).photos.size))
    .toBeGreaterThan(0);
  const withPhoto = await page.evaluate(() => {
    const c = window.__tree.engine.internals.system('cards') as unknown as { cardViews: Map<string, { photoUrl: string | null; photo: { texture: { uid: number } } }>; textures: { get(k: string): { uid: number } } };
    const placeholder = c.textures.get('photo').uid;
    const views = [...c.cardViews.values()].filter((v) => v.photoUrl);
    return { total: views.length, loaded: views.filter((v) => v.photo.texture.uid !== placeholder).length };
  });
  expect(withPhoto.total).toBeGreaterThan(0);
  expect(withPhoto.loaded).toBe(withPhoto.total);
});

test('the canvas follows the host size', async ({ page }) => {
  await openTree(page);
  const before = await snapshot(page);
  await page.setViewportSize({ width: 700, height: 500 });
  await expect.poll(async () => (await canvasBox(page)).width).toBe(700);
  await expect.poll(async () => (await snapshot(page)).visibleCount).toBeLessThan(before.visibleCount);
  await expect.poll(() => page.getByRole('treeitem').count()).toBe((await snapshot(page)).visibleCount);
});

test('a long press on a card asks for quick actions', async ({ page }) => {
  await openTree(page);
  const id = await page.getByRole('treeitem').nth(2).getAttribute('data-person-id');
  const r = await page.evaluate((pid) => window.__tree.engine.internals.scene.persons.get(pid!)!.position, id);
  const s = await snapshot(page);
  const box = await canvasBox(page);
  const x = box.x + (r.x + r.width - 15 - s.camera.x) * s.camera.zoom;
  const y = box.y + (r.y + r.height / 2 - s.camera.y) * s.camera.zoom;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
  await page.waitForTimeout(800);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const events = await page.evaluate(() => window.__tree.events.map((e) => `${e.name}:${(e.payload as { personId?: string }).personId}`));
  expect(events).toEqual([`person.contextmenu:${id}`]);
  expect((await snapshot(page)).selectedId).toBe(id);
});

test('a card font that finishes loading later re-rasterises the card text', async ({ page }) => {
  await openTree(page);
  const result = await page.evaluate(async () => {
    const cardsOf = () => window.__tree.engine.internals.system('cards') as unknown as {
      fontEpoch: number;
      cardViews: Map<string, { nameText: { style: { fontFamily: string | string[] } } }>;
    };
    const before = cardsOf().fontEpoch;
    // The family the engine asks for second ("Noto Sans SC"), served from the installed CJK font.
    const face = new FontFace('Noto Sans SC', 'local("Noto Sans CJK SC")');
    document.fonts.add(face);
    await face.load();
    await new Promise((r) => setTimeout(r, 300));
    const view = [...cardsOf().cardViews.values()][0];
    return { before, after: cardsOf().fontEpoch, family: String(view.nameText.style.fontFamily) };
  });
  expect(result.after).toBe(result.before + 1);
  expect(result.family).toContain('xungen-font-1');
  expect(await page.getByRole('treeitem').count()).toBeGreaterThan(5);
  expect(await distinctColours(page)).toBeGreaterThan(20);
});
