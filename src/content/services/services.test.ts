import { describe, expect, it } from 'vitest';
import { routeDefs } from '../../app/routeTable';
import { getInTouchHref, serviceFor, serviceGroups, services, servicesOf } from './index';

const serviceRoutes = routeDefs.filter((r) => r.path.startsWith('/services/'));

describe('services content', () => {
  it('has a page for every services route of the route table', () => {
    expect(serviceRoutes.length).toBe(16);
    const missing = serviceRoutes.filter((r) => !serviceFor(r.name)).map((r) => r.name);
    expect(missing).toEqual([]);
    // No content for a route that does not exist.
    const names = new Set(routeDefs.map((r) => r.name));
    expect(services.filter((s) => !names.has(s.route)).map((s) => s.route)).toEqual([]);
  });

  it('fills every section of every page', () => {
    for (const s of services) {
      expect(s.title, s.route).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(s.chinese), `${s.route} Chinese terms`).toBe(true);
      expect(s.about.length, s.route).toBeGreaterThan(0);
      expect(s.forWhom.length, s.route).toBeGreaterThan(1);
      expect(s.steps.length, s.route).toBeGreaterThan(2);
      expect(s.receives.length, s.route).toBeGreaterThan(1);
      expect(s.duration, s.route).not.toBe('');
      expect(s.price, s.route).not.toBe('');
      expect(s.example.text.length, s.route).toBeGreaterThan(80);
      expect(s.questions.length, s.route).toBeGreaterThan(1);
      const words = [...s.about, ...s.forWhom, ...s.steps.map((x) => x.text), ...s.receives, s.example.text, ...s.questions.map((q) => q.a)].join(' ').split(/\s+/).length;
      expect(words, `${s.route} words`).toBeGreaterThan(150);
    }
  });

  it('puts every top-level service in a group and every sub-page under an existing parent', () => {
    const listed = serviceGroups.flatMap((g) => servicesOf(g).map((s) => s.route));
    expect(listed.length).toBe(services.filter((s) => !s.parent).length);
    for (const g of serviceGroups) expect(servicesOf(g).length, g).toBeGreaterThan(0);
    for (const s of services.filter((x) => x.parent)) expect(serviceFor(s.parent!)?.children).toContain(s.route);
  });

  it('leads the call to action to get-in-touch with the service as interest', () => {
    expect(getInTouchHref('travel')).toBe('/get-in-touch?interest=travel');
    expect(getInTouchHref('zupu-translation-services')).toBe('/get-in-touch?interest=zupu-translation-services');
  });
});
