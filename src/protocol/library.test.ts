import { describe, expect, it } from 'vitest';
import { kindOfFilename } from './library';

describe('kindOfFilename', () => {
  it('reads an extension of two kinds (.ogg) as audio, and names the kind of every other accepted file', () => {
    expect(kindOfFilename('song.OGG')).toBe('audio');
    expect(kindOfFilename('village.ogv')).toBe('video');
    expect(kindOfFilename('grandmother.JPG')).toBe('image');
    expect(kindOfFilename('tree.gdz')).toBe('genealogy');
    expect(kindOfFilename('notes.docx')).toBeNull();
    expect(kindOfFilename('no-extension')).toBeNull();
  });
});
