import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { MAX_UPLOAD_BYTES } from '../../../protocol/accounts';
import { notify } from '../notifications/service';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await testApp();
  user = await createTestUser(t.database.db);
});
afterAll(() => t.close());

const me = async (token = user.key) => (await t.request('/api/v1/member/me/', { token })).json();

describe('profile', () => {
  it('PATCH on the API root saves English and Chinese surnames and five ancestral levels', async () => {
    const patch = {
      first_name: 'Wing Sun',
      last_name: 'Chan',
      surname_ch: '陳',
      surname_en: 'Chan',
      ancestral_province: '广东省',
      ancestral_prefecture_city: '江门市',
      ancestral_district_county: '台山市',
      ancestral_town: '斗山镇',
      ancestral_village: '浮石村',
      is_onboarded: true,
    };
    const res = await t.request('/api/v1/', { method: 'PATCH', json: patch, token: user.key });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(patch);
    expect(await me()).toMatchObject(patch);
  });

  it('refuses unknown fields and visitors, changing nothing', async () => {
    const before = await me();
    const res = await t.request('/api/v1/', { method: 'PATCH', json: { is_staff: true }, token: user.key });
    expect(res.status).toBe(400);
    expect((await t.request('/api/v1/', { method: 'PATCH', json: { first_name: 'X' } })).status).toBe(401);
    expect(await me()).toEqual(before);
  });

  it('PATCH member/:id sets tree display options for oneself only', async () => {
    const res = await t.request(`/api/v1/member/${user.id}/`, { method: 'PATCH', json: { color_code_gender: false, tree_show_birth_order: true }, token: user.key });
    expect(await res.json()).toMatchObject({ color_code_gender: false, tree_show_birth_order: true });
    const other = await createTestUser(t.database.db);
    const denied = await t.request(`/api/v1/member/${other.id}/`, { method: 'PATCH', json: { color_code_gender: false }, token: user.key });
    expect(denied.status).toBe(403);
    expect((await me(other.key)).color_code_gender).toBe(true);
  });

  it('refresh answers the member like me', async () => {
    expect(await (await t.request('/api/v1/member/refresh/', { token: user.key })).json()).toEqual(await me());
    expect((await t.request('/api/v1/member/refresh/')).status).toBe(401);
  });
});

describe('tutorials, reviewed items and e-mail settings', () => {
  it('remembers reviewed items once each and shows them on the member', async () => {
    for (const key of ['xmas-2026', 'xmas-2026']) {
      const res = await t.request('/api/v1/member/reviewed-items/', { method: 'POST', json: { key }, token: user.key });
      expect(await res.json()).toEqual({ reviewed_items: ['xmas-2026'] });
    }
    expect((await me()).reviewed_items).toEqual(['xmas-2026']);
    expect((await t.request('/api/v1/member/reviewed-items/', { method: 'POST', json: { key: '' }, token: user.key })).status).toBe(400);
    expect((await t.request('/api/v1/member/reviewed-items/', { method: 'POST', json: { key: 'x' } })).status).toBe(401);
  });

  it('records each tutorial once', async () => {
    for (const id of ['tree-intro', 'tree-intro', 'hints']) {
      await t.request('/api/v1/member/tutorials-shown/', { method: 'POST', json: { tutorial_id: id }, token: user.key });
    }
    const res = await t.request('/api/v1/member/tutorials-shown/', { token: user.key });
    expect(await res.json()).toEqual({ tutorials_shown: ['hints', 'tree-intro'] });
    expect((await t.request('/api/v1/member/tutorials-shown/', { method: 'POST', json: {}, token: user.key })).status).toBe(400);
  });

  it('has the five newsletter lists, defaults from the sign-up choice, the record-match e-mails on until turned off, and saves a choice', async () => {
    const initial = await (await t.request('/api/v1/member/email-settings/', { token: user.key })).json();
    expect(initial.settings).toEqual({ general: false, stories_search_tips: false, features_records: false, offers_discounts: false, events_workshops: false, record_matches: true });
    const res = await t.request('/api/v1/member/email-settings/', { method: 'POST', json: { settings: { general: true, events_workshops: true } }, token: user.key });
    expect((await res.json()).settings).toMatchObject({ general: true, events_workshops: true, offers_discounts: false });
    const bad = await t.request('/api/v1/member/email-settings/', { method: 'POST', json: { settings: { spam: true } }, token: user.key });
    expect(bad.status).toBe(400);
    const again = await (await t.request('/api/v1/member/email-settings/', { token: user.key })).json();
    expect(again.settings).toMatchObject({ general: true, events_workshops: true });
  });
});

describe('notifications', () => {
  it('lists open notifications and dismisses by key', async () => {
    await notify(t.database.db, user.id, { key: 'tree-ready', content: 'Your tree is imported.', action_message: 'Open', action_url: '/familytree' }, t.clock.now);
    const list = await (await t.request('/api/v1/notifications/', { token: user.key })).json();
    expect(list.objects).toEqual([{ key: 'tree-ready', content: 'Your tree is imported.', action_message: 'Open', action_url: '/familytree' }]);
    const dismissed = await t.request('/api/v1/notifications/tree-ready/dismiss/', { method: 'POST', token: user.key });
    expect((await dismissed.json()).objects).toEqual([]);
    expect((await t.request('/api/v1/notifications/tree-ready/dismiss/', { method: 'POST', token: user.key })).status).toBe(404);
    expect((await t.request('/api/v1/notifications/')).status).toBe(401);
  });
});

function png(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#c0392b';
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

const upload = (file: Blob, name: string, token = user.key) => {
  const form = new FormData();
  form.append('photo', file, name);
  return t.request('/api/v1/member/upload-avatar/', { method: 'POST', body: form, token });
};

describe('avatar', () => {
  it('stores the image and a 256-pixel WebP thumbnail, both served back', async () => {
    const res = await upload(new Blob([new Uint8Array(png(640, 480))], { type: 'image/png' }), 'me.png');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.photo).toMatch(new RegExp(`^/api/v1/member/avatar/${user.id}/[0-9a-f]+\\.png$`));
    expect((await me()).photo_thumbnail).toBe(body.photo_thumbnail);
    const thumb = await t.request(body.photo_thumbnail);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const { loadImage } = await import('@napi-rs/canvas');
    const image = await loadImage(Buffer.from(await thumb.arrayBuffer()));
    expect([image.width, image.height]).toEqual([256, 256]);
    expect((await t.request(body.photo)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a wrong type, an unreadable image and an oversized file, keeping the old photo', async () => {
    const before = (await me()).photo;
    const text = await upload(new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    expect(text.status).toBe(400);
    expect((await text.json()).error).toBe('Upload an image: jpg, jpe, jpeg, png, jfif, gif, svg, bmp.');
    const broken = await upload(new Blob(['not really a png'], { type: 'image/png' }), 'fake.png');
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe('The file is not a readable image.');
    const huge = await upload(new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/png' }), 'huge.png');
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe('The file is larger than 100 MB.');
    expect((await upload(new Blob([new Uint8Array(png(4, 4))]), 'x.png', 'f'.repeat(40))).status).toBe(401);
    expect((await me()).photo).toBe(before);
  });

  it('refuses an image that declares more pixels than it may be drawn at, before drawing it, SVG included', async () => {
    const before = (await me()).photo;
    // 126 bytes of SVG asking for 20000 x 20000 pixels.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="20000" height="20000" fill="red"/></svg>';
    const bomb = await upload(new Blob([svg], { type: 'image/svg+xml' }), 'bomb.svg');
    expect(bomb.status).toBe(400);
    expect((await bomb.json()).error).toBe('The image is too large: at most 60 million pixels.');
    // A PNG header declaring 10000 x 10000 (the pixels themselves never sent).
    const header = Buffer.from(png(1, 1));
    header.writeUInt32BE(10_000, 16);
    header.writeUInt32BE(10_000, 20);
    expect((await upload(new Blob([new Uint8Array(header)], { type: 'image/png' }), 'huge.png')).status).toBe(400);
    // A small SVG is drawn.
    const small = await upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><circle cx="24" cy="24" r="20" fill="#c0392b"/></svg>'], { type: 'image/svg+xml' }), 'small.svg');
    expect(small.status).toBe(200);
    expect((await me()).photo).not.toBe(before);
  });

  it('stops reading an upload sent without a length at the limit', async () => {
    const before = (await me()).photo;
    const boundary = 'xyzzy';
    let sent = 0;
    const chunk = new Uint8Array(1 << 20);
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`));
      },
      pull(c) {
        // Up to 400 MB, if the server kept reading.
        if (sent >= 400) return c.close();
        sent++;
        c.enqueue(chunk);
      },
    });
    const res = await t.app.request('/api/v1/member/upload-avatar/', {
      method: 'POST',
      body,
      headers: { authorization: `Token ${user.key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('The file is larger than 100 MB.');
    expect(sent).toBeLessThan(110);
    expect((await me()).photo).toBe(before);
  });
});

describe('request bodies', () => {
  it('are limited to 1 MB while they stream, declared length or not', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 << 20) });
    const declared = await t.request('/api/v1/member/login/', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toBe('The request is larger than 1 MB.');
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulls++ > 300) return c.close();
        c.enqueue(new TextEncoder().encode('x'.repeat(1 << 20)));
      },
    });
    const chunked = await t.app.request('/api/v1/member/login/', { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(pulls).toBeLessThan(5);
  });
});
