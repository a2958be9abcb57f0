/**
 * Record pages as a visitor: open a record (a wrong slug is replaced by the record's own),
 * see everyone named in it and the "Sample collection" badge, meet the paywall on its transcription,
 * follow to its source and collection, and page through the source in the viewer with zoomable text.
 * A subscriber reads the transcriptions. A member attaches a record to a person of their tree from
 * the record page. A sample source with page images shows their thumbnails, and its viewer the scan
 * (zoom and pan) beside the transcription, with the OCR text on a tab.
 *
 * The server loads a small sample record corpus after the reference data on its first start; the
 * journey waits until every sample collection is in.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, registerMember } from './support/members';
import { subscribe } from './support/subscribe';

async function recordsReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/collections/search/');
        return res.ok() ? ((await res.json()) as { meta: { total_count: number } }).meta.total_count : 0;
      },
      { timeout: 280_000, intervals: [2_000] },
    )
    .toBe(7);
}

interface Picked {
  sourceId: string;
  title: string;
  code: string;
  slug: string;
  collection: { id: string; category_name: string };
}

/** A source of the sample corpus with more than ten records on more than one page, and the first of its records. */
async function pagedSource(request: APIRequestContext): Promise<Picked> {
  // Sources without page images: this journey reads transcriptions (the sample images are another journey's).
  for (const query of ['source_type=burial-register&has_images=false', 'source_type=census-schedule&has_images=false', 'source_type=passenger-list&has_images=false']) {
    for (let offset = 0; offset < 100; offset += 10) {
      const list = (await (await request.get(`/api/v1/sources/?${query}&offset=${offset}`)).json()) as { objects: { id: string; title: string; record_count: number }[] };
      for (const s of list.objects.filter((o) => o.record_count > 10)) {
        const detail = (await (await request.get(`/api/v1/sources/${s.id}/`)).json()) as {
          pages: { last: number };
          collection: Picked['collection'];
          records: { objects: { code: string; slug: string; image_number: number }[] };
        };
        const first = detail.records.objects[0]!;
        // A record that shares its page with others, so the record page lists them.
        if (detail.pages.last >= 2 && detail.records.objects[1]?.image_number === first.image_number)
          return { sourceId: s.id, title: s.title, code: first.code, slug: first.slug, collection: detail.collection };
      }
      if (list.objects.length < 10) break;
    }
  }
  throw new Error('No source with two pages in the sample corpus.');
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a visitor opens a record, follows it to its source and collection, and pages through the source', async ({ page, request }) => {
  test.setTimeout(360_000);
  await recordsReady(request);
  const picked = await pagedSource(request);

  await page.goto(`/person-records/${picked.code}/not-the-slug`);
  await expect(page).toHaveURL(new RegExp(`/person-records/${picked.code}/${picked.slug}$`));
  await expect(heading(page)).not.toBeEmpty();
  await expect(page.getByText('Sample collection', { exact: true }).first()).toBeVisible();
  const people = page.getByRole('region', { name: 'People in this record' });
  await expect(people.getByRole('row')).not.toHaveCount(1);
  // The index is open to everyone; the entry as written is for members: the paywall says so.
  await expect(page.getByText('The full transcription of the overseas and China collections is for members.')).toBeVisible();
  await page.getByRole('button', { name: 'Show the full transcription' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Sample sources have no scanned images')).toBeVisible();
  // A visitor is sent to log in, and back to this record after.
  await expect(page.getByRole('link', { name: 'Attach to my tree' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/person-records/${picked.code}/${picked.slug}`)}`);
  await expect(page.getByRole('region', { name: 'Other entries on this page' }).getByRole('listitem').first()).toBeVisible();

  await page.getByRole('region', { name: 'Source' }).getByRole('link', { name: picked.title }).click();
  await expect(page).toHaveURL(new RegExp(`/source/${picked.sourceId}$`));
  await expect(heading(page)).toHaveText(picked.title);
  const records = page.getByRole('region', { name: 'Records in this source' });
  await expect(records.getByRole('listitem')).toHaveCount(10);
  await records.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/\?offset=10$/);
  await expect(records.getByText('Page 2 of')).toBeVisible();

  await page.getByRole('link', { name: 'Page through this source' }).click();
  await expect(page).toHaveURL(new RegExp(`/source/${picked.sourceId}/viewer\\?image=1$`));
  await expect(heading(page)).toContainText('page 1 of');
  await expect(page.getByText('Sample sources have no scanned images')).toBeVisible();
  const entries = page.getByRole('list', { name: 'Entries on page 1' });
  await expect(entries.getByRole('listitem').first()).toBeVisible();
  const firstEntry = entries.getByLabel('Entry as written').first();
  const before = await firstEntry.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('group', { name: 'Text size' })).toContainText('125%');
  expect(await firstEntry.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(before);
  await page.getByRole('link', { name: 'Next page →' }).click();
  await expect(page).toHaveURL(/\?image=2$/);
  await expect(page.getByRole('list', { name: 'Entries on page 2' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: '← Previous page' }).click();
  await expect(page).toHaveURL(/\?image=1$/);

  await page.getByRole('link', { name: `← ${picked.title}` }).click();
  await page.getByRole('link', { name: /Sample collection\)$/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/source-collections/${picked.collection.id}$`));
  await expect(heading(page)).toContainText('(Sample collection)');
  await expect(page.locator('.records__facts')).toContainText(picked.collection.category_name);
  await expect(page.getByRole('link', { name: 'Search this collection' })).toHaveAttribute('href', `/search/records?collection=${picked.collection.id}`);
});

test('a subscriber reads the transcription of a record and of the entries on its source page', async ({ page, request }) => {
  test.setTimeout(360_000);
  await recordsReady(request);
  const picked = await pagedSource(request);
  const member = await registerMember(request, 'subscriber');
  await subscribe(request, member);
  await logIn(page, member);

  await page.goto(`/person-records/${picked.code}/${picked.slug}`);
  await expect(page.getByRole('region', { name: 'Transcription' }).getByLabel('Entry as written')).toContainText(/\w/);
  await expect(page.getByText('is for members.')).toHaveCount(0);
  await page.goto(`/source/${picked.sourceId}/viewer?image=1`);
  const entries = page.getByRole('list', { name: 'Entries on page 1' });
  await expect(entries.getByLabel('Entry as written').first()).toContainText(/\w/);
  await expect(page.getByRole('button', { name: 'Show the full transcription' })).toHaveCount(0);
});

test('a visitor opens a sample source with page images, its scan in the viewer and its OCR text, and the record page shows the scan', async ({ page, request }) => {
  test.setTimeout(420_000);
  await recordsReady(request);
  const list = (await (await request.get('/api/v1/sources/?has_images=true')).json()) as { objects: { id: string; title: string; image_count: number }[] };
  const source = list.objects[0]!;
  expect(source.image_count).toBeGreaterThan(0);
  const detail = (await (await request.get(`/api/v1/sources/${source.id}/`)).json()) as { images: { image_number: number }[]; records: { objects: { code: string; slug: string; image_number: number }[] } };
  const first = detail.images[0]!.image_number;
  // The pages are read in the background after the load: wait for this one's text.
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/sources/${source.id}/image-ocr/?imageNumber=${first}`)).json()) as { status: string }).status, { timeout: 300_000, intervals: [3_000] })
    .toBe('done');

  await page.goto(`/source/${source.id}`);
  await expect(heading(page)).toHaveText(source.title);
  await expect(page.getByText('Sample sources have no scanned images')).toHaveCount(0);
  const thumbs = page.getByRole('region', { name: /Page images/ });
  await expect(thumbs.getByRole('img')).toHaveCount(detail.images.length);
  await thumbs.getByRole('link', { name: `Open page ${first} in the viewer` }).click();
  await expect(page).toHaveURL(new RegExp(`/source/${source.id}/viewer\\?image=${first}$`));
  const scan = page.getByRole('img', { name: `Page ${first} of ${source.title}` });
  await expect(scan).toBeVisible();
  await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const zoom = page.getByRole('group', { name: 'Zoom' });
  const before = await zoom.textContent();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).not.toHaveText(before ?? '');
  // The transcription beside the scan, and the text read from it on the other tab.
  await expect(page.getByRole('list', { name: `Entries on page ${first}` }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('tab', { name: 'OCR text' }).click();
  await expect(page.getByTestId('source-ocr-text')).toContainText(/[A-Za-z]{4}/);

  const record = detail.records.objects.find((r) => r.image_number === first)!;
  await page.goto(`/person-records/${record.code}/${record.slug}`);
  await expect(page.getByRole('img', { name: `Scanned page ${first} of ${source.title}` })).toBeVisible();
  await expect(page.getByText('Sample sources have no scanned images')).toHaveCount(0);
});

test('an unknown record, source or collection shows the not-found page', async ({ page }) => {
  for (const path of ['/person-records/no-such-record-0000001', '/source/no-such-source', '/source-collections/no-such-collection']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  }
});

test('a member attaches a record to a person of their tree, and the record inbox holds it', async ({ page, request }) => {
  test.setTimeout(360_000);
  await recordsReady(request);
  const picked = await pagedSource(request);
  const member = await registerMember(request, 'attach');
  const created = await request.post('/api/v1/familytree/create/', {
    data: { name: 'Wong family', start_person: { first_names: [{ type: 'given', value: 'Tai Loy' }] } },
    headers: { Authorization: `Token ${member.key}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await logIn(page, member);

  await page.goto(`/person-records/${picked.code}/${picked.slug}`);
  await page.getByRole('button', { name: 'Attach to my tree' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach this record to a person' });
  await expect(dialog.getByLabel('Tree')).toHaveValue(((await created.json()) as { id: string }).id);
  await dialog.getByLabel("Person's name").fill('Tai Loy');
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('list', { name: 'People found' }).getByRole('button', { name: /^Attach to .*Tai Loy/ }).click();
  await expect(dialog.getByRole('status')).toContainText('Attached to');
  await expect(dialog.getByRole('link', { name: 'Open your record inbox' })).toHaveAttribute('href', '/record-inbox');
  // The record inbox page needs a verified e-mail (its own journey): what it lists is checked through its call.
  const inbox = (await (await request.get('/api/v1/saved-mention/', { headers: { Authorization: `Token ${member.key}` } })).json()) as {
    objects: { person_name: string; mention: { record: { code: string } | null } }[];
  };
  expect(inbox.objects.map((o) => o.mention.record?.code)).toEqual([picked.code]);
  expect(inbox.objects[0]!.person_name).toContain('Tai Loy');
});
