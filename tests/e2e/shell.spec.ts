import { expect, test, type Page } from '@playwright/test';
import { fakeGoogleUserInfo } from './support/fakeGoogle';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.describe('platform shell', () => {
  test('a visitor sees the main menu for their screen @phone', async ({ page }) => {
    await page.goto('/press');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Family Tree' })).toBeVisible();
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('href', '/login?redirect=%2Fpress');
    if (isPhone(page)) {
      await expect(nav.getByRole('button', { name: 'More' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Resources' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Get Started for Free' })).toHaveCount(0);
      await nav.getByRole('button', { name: 'More' }).click();
      await expect(nav.getByRole('link', { name: 'Genealogy Wiki' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Plans' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Shortcuts' })).toBeVisible();
      // Overview is hidden at 450 px or less.
      await nav.getByRole('button', { name: 'Search' }).click();
      await expect(nav.getByRole('link', { name: 'All Records' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Overview' })).toHaveCount(0);
    } else {
      for (const name of ['Resources', 'Help']) await expect(nav.getByRole('button', { name })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Plans' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/register?redirect=%2Fpress');
      const search = nav.getByRole('button', { name: 'Search' });
      await search.click();
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Zupus (Family Tree Books)' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(search).toHaveAttribute('aria-expanded', 'false');
      // Visitors see no member pages in the Family Tree group.
      await nav.getByRole('button', { name: 'Family Tree' }).click();
      await expect(nav.getByRole('link', { name: 'Build Your Tree' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Record Inbox' })).toHaveCount(0);
    }
  });

  test('the shortcuts modal lists the tree shortcuts and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Help' }).click();
    await nav.getByRole('button', { name: 'Shortcuts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard and mouse shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /R then 2 Add a spouse/ })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Ctrl \+ F Search the tree/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('old paths and protected routes redirect @phone', async ({ page }) => {
    await page.goto('/services/writing');
    await expect(page).toHaveURL(/\/services\/storytelling$/);
    // A service route gets the marketing menu.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Research' })).toBeVisible();

    await page.goto('/search/zupus');
    await expect(page).toHaveURL(/\/search\/records\?tab=full-text&category_id=zupus$/);

    await page.goto('/my-records');
    await expect(page).toHaveURL(/\/login\?redirect=%2Frecord-inbox$/);

    await page.goto('/support');
    await expect(page).toHaveURL(/\/register\?redirect=%2Fsupport$/);

    await page.goto('/wiki/category?categoryId=qingming');
    await expect(page).toHaveURL(/\/wiki\/category\/qingming$/);
  });

  test('opening login from a page remembers that page', async ({ page }) => {
    await page.goto('/our-story');
    await page.getByRole('link', { name: 'Meet the team' }).click();
    await expect(page.getByRole('heading', { name: 'Our team' })).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/login\?redirect=%2Fteam$/);
  });

  test('an unknown address shows the not-found page @phone', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('寻根');
  });

  test('newsletter signup asks to confirm the chosen lists @phone', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    const email = form.getByRole('textbox', { name: 'E-mail address' });
    await expect(email).toHaveAttribute('required', '');
    await expect(form.getByRole('checkbox')).toHaveCount(5);
    await form.getByRole('button', { name: 'Sign up' }).click();
    // The browser refuses an empty required field; nothing is sent.
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await email.fill('wei.chen@example.com');
    await form.getByRole('checkbox', { name: 'Offers and discounts' }).uncheck();
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter/') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Sign up' }).click();
    const res = await response;
    expect(res.status()).toBe(201);
    expect((await res.json()).lists).toEqual(['general', 'stories_search_tips', 'features_records', 'events_workshops']);
    await expect(page.getByRole('status').filter({ hasText: 'we sent a link to wei.chen@example.com. Follow it to confirm your 4 lists' })).toBeVisible();
  });

  test('every page view reaches our analytics endpoint', async ({ page }) => {
    const views: { path: string; route_name: string }[] = [];
    await page.route('**/api/v1/analytics/events/', async (route) => {
      views.push(JSON.parse(route.request().postData() ?? 'null'));
      await route.continue();
    });
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Research members' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    await expect.poll(() => views.map((v) => v.route_name)).toEqual(['our-team', 'press']);
    expect(views[1]!.path).toBe('/press');
  });

  test('content pages read the database: team desks, press filters, events', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Guangzhou research desk' })).toBeVisible();
    await page.goto('/press?language=zh');
    await expect(page.getByRole('heading', { name: '如何读懂族谱中的字辈诗' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to read a generation poem in a zupu' })).toHaveCount(0);
    await page.goto('/testimonials');
    await expect(page.getByText('These are example stories that we wrote')).toBeVisible();
  });

  test('pages fit a 360 px phone without sideways scrolling @phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/team', '/press', '/events', '/testimonials', '/privacy', '/services', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('a hash scrolls to its heading 100 px below the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/privacy#your-rights');
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
    await expect
      .poll(async () => page.getByRole('heading', { name: 'Your rights' }).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
  });

  test('the holiday banner shows with the switch on and stays dismissed @phone', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-01T10:00:00Z'));
    await page.route('**/api/v1/switches/', (route) =>
      route.fulfill({ json: { flags: {}, switches: { XMAS_DISCOUNT_SUBSCRIPTION: true, SEARCH_AI: false }, samples: {} } }),
    );
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Holiday sale' });
    await expect(banner).toContainText('50% off your first year');
    await expect(banner.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription-plans');

    // Not on service pages.
    await page.goto('/services');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(banner).toHaveCount(0);

    await page.goto('/press');
    await banner.getByRole('button', { name: 'Dismiss the holiday sale' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('with the switch off there is no holiday banner', async ({ page }) => {
    await page.route('**/api/v1/switches/', (route) =>
      route.fulfill({ json: { flags: {}, switches: { XMAS_DISCOUNT_SUBSCRIPTION: false }, samples: {} } }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('寻根');
    await expect(page.getByRole('complementary', { name: 'Holiday sale' })).toHaveCount(0);
  });

  test('old IE gets the unsupported-browser notice on the tree', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' });
    const page = await context.newPage();
    await page.goto('/familytree/some-tree');
    await expect(page.getByRole('alert')).toHaveText(
      'Sorry, your browser is not supported. Please use the latest version of Chrome or Safari for the best experience.',
    );
    await page.goto('/press');
    await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.close();
  });

  test('crawlers get the static page without the app', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').evaluate((el) => el.childElementCount)).toBe(0);
    await context.close();
  });
});

test.describe('verify-your-e-mail prompt', () => {
  test('shows to an onboarded unverified member and closing postpones it 6 hours @phone', async ({ page, request }) => {
    const email = `verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = 'Camphor-Lane-1911';
    // Sign-up proves the address; an unverified member is one who signed in with Google while Google
    // had not verified the address. Google's user-info endpoint is played by a local server.
    const google = await fakeGoogleUserInfo({ sub: `g-${Date.now()}`, email, email_verified: false, given_name: 'Mei' });
    let key: string;
    try {
      const signedIn = await request.post('/api/v1/social-auth/google-oauth2/', { data: { access_token: 'token-from-google' } });
      expect(signedIn.status(), await signedIn.text()).toBe(201);
      key = ((await signedIn.json()) as { key: string }).key;
    } finally {
      await google.close();
    }
    // Such a member may choose a password from the profile page, and log in with it.
    const chosen = await request.post('/api/v1/member/change-password/', { data: { old_password: '', password, password_confirm: password }, headers: { authorization: `Token ${key}` } });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    const onboarded = await request.patch('/api/v1/', { data: { is_onboarded: true }, headers: { authorization: `Token ${key}` } });
    expect(onboarded.ok()).toBe(true);

    const start = new Date('2026-11-21T09:00:00Z').getTime();
    await page.clock.setFixedTime(start);
    await page.goto('/login?redirect=%2Fpress');
    const main = page.locator('#main');
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Password').fill(password);
    await main.getByRole('button', { name: /log in/i }).click();
    await expect(page).toHaveURL(/\/press$/);
    // A member gets the user menu instead of Login and Get Started.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await banner.getByRole('button', { name: email }).click();
    await expect(banner.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/profile');
    await expect(banner.getByRole('link', { name: 'Billing History' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');

    const prompt = page.getByRole('region', { name: 'Verify your e-mail' });
    // Member info arrives after the navigation: the next page shows the prompt.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Team' }).click();
    await expect(prompt).toContainText(email);
    await prompt.getByRole('button', { name: 'Close the verify e-mail reminder' }).click();
    await expect(prompt).toHaveCount(0);

    await page.clock.setFixedTime(start + 6 * 3600_000 - 60_000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    await page.clock.setFixedTime(start + 6 * 3600_000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(prompt).toBeVisible();
  });
});
