import { describe, expect, it } from 'vitest';
import { PhotoCache } from './photoCache';

function setup(capacity: number) {
  const freed: string[] = [];
  const loaded: string[] = [];
  const evicted: string[] = [];
  const cache = new PhotoCache<{ url: string }>(
    capacity,
    async (url) => (url.includes('bad') ? Promise.reject(new Error('404')) : { url }),
    (v) => freed.push(v.url),
    (url) => loaded.push(url),
    (url) => evicted.push(url),
  );
  return { cache, freed, loaded, evicted };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('PhotoCache', () => {
  it('returns null first, loads lazily and then serves the loaded value', async () => {
    const { cache, loaded } = setup(4);
    expect(cache.get('a')).toBeNull();
    await settle();
    expect(loaded).toEqual(['a']);
    expect(cache.get('a')).toEqual({ url: 'a' });
  });

  it('keeps at most `capacity` entries, evicting and freeing the least recently used', async () => {
    const { cache, freed, evicted } = setup(2);
    cache.get('a');
    cache.get('b');
    await settle();
    cache.get('a');
    cache.get('c');
    await settle();
    expect(cache.size).toBe(2);
    expect(evicted).toEqual(['b']);
    expect(freed).toEqual(['b']);
    expect(cache.get('a')).toEqual({ url: 'a' });
  });

  it('frees a value that arrives after its entry was evicted or the cache destroyed', async () => {
    const { cache, freed } = setup(1);
    cache.get('a');
    cache.get('b');
    await settle();
    expect(freed).toEqual(['a']);
    cache.destroy();
    expect(freed).toEqual(['a', 'b']);
  });

  it('keeps the placeholder for photos that fail to load', async () => {
    const { cache, loaded } = setup(2);
    cache.get('bad');
    await settle();
    expect(cache.get('bad')).toBeNull();
    expect(loaded).toEqual([]);
  });
});
