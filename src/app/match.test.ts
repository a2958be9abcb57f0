import { describe, expect, it } from 'vitest';
import { pathFor, resolve } from './match';
import { routeDefs } from './routeTable';

function routeOf(url: string) {
  const res = resolve(url);
  if (res.kind !== 'route') throw new Error(`${url} redirected to ${res.to}`);
  return res.location;
}

describe('resolve', () => {
  it('matches fixed paths before parameter paths', () => {
    expect(routeOf('/familytree/manage').route.name).toBe('familytree-manage-all');
    expect(routeOf('/familytree/lineage').route.name).toBe('familytree-lineage-my');
    expect(routeOf('/familytree/onboarding/mother').route.name).toBe('onboarding-mother');
    expect(routeOf('/familytree/abc').route.name).toBe('familytree-details');
    expect(routeOf('/familytree/abc/manage/sharing').params).toEqual({ id: 'abc' });
  });

  it('reads optional params, query, hash and a trailing slash', () => {
    const loc = routeOf('/places/42/?tab=map#history');
    expect(loc.route.name).toBe('place-detail');
    expect(loc.params).toEqual({ placeId: '42' });
    expect(loc.query.get('tab')).toBe('map');
    expect(loc.hash).toBe('#history');
    expect(loc.fullPath).toBe('/places/42/?tab=map');
    expect(routeOf('/places/42/taishan').params).toEqual({ placeId: '42', slug: 'taishan' });
    expect(routeOf('/fws/lee/site/part').params).toEqual({ username: 'lee', sitename: 'site', partkey: 'part' });
  });

  it('decodes Chinese params', () => {
    expect(routeOf(`/dialects/${encodeURIComponent('台山话')}`).params.slug).toBe('台山话');
  });

  it('sends unknown paths to the not-found route', () => {
    expect(routeOf('/no/such/page').route.name).toBe('not-found');
    expect(routeOf('/services/research/unknown').route.name).toBe('not-found');
  });

  it.each([
    ['/services/writing', '/services/storytelling'],
    ['/services/research/ancestry', '/services'],
    ['/pr', '/get-in-touch'],
    ['/pr/interests', '/get-in-touch'],
    ['/pr/3', '/get-in-touch'],
    ['/search/zupus', '/search/records?tab=full-text&category_id=zupus'],
    ['/search/burial-records', '/search/records?tab=indexed-records&category_id=birth-marriage-death'],
    ['/search/books-records', '/search/records?category_id=associations-directories'],
    ['/search/immigration-records', '/search/records?category_id=immigration'],
    ['/search/sources', '/search/records?tab=sources&results=true'],
    ['/worldcatalog/some/old/path', '/search/records?tab=sources&results=true'],
    ['/my-records', '/record-inbox'],
    ['/village/7/kaiping', '/places/7/kaiping'],
    ['/migration-destination/9', '/places/9'],
    ['/wiki/category?categoryId=12', '/wiki/category/12'],
    ['/wiki/category?object_id=qingming', '/wiki/category/qingming'],
    ['/wiki/category', '/wiki'],
  ])('redirects %s to %s', (from, to) => {
    expect(resolve(from)).toEqual({ kind: 'redirect', to });
  });

  it('gives every route a unique name', () => {
    const names = routeDefs.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('pathFor', () => {
  it('fills params and query and drops absent optional ones', () => {
    expect(pathFor('familytree-details', { id: 't1' })).toBe('/familytree/t1');
    expect(pathFor('place-detail', { placeId: '5' })).toBe('/places/5');
    expect(pathFor('login', {}, { redirect: '/my-zupus' })).toBe('/login?redirect=%2Fmy-zupus');
    expect(() => pathFor('familytree-details')).toThrow(/needs param id/);
  });
});
