import { describe, expect, it } from 'vitest';
import { placeSourceSchema } from './place-source.js';

const imageUrlIssue = (imageUrl: string) =>
  placeSourceSchema.safeParse({ image_url: imageUrl }).error?.issues.find((i) => i.path[0] === 'image_url');

describe('image_url of a place', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/a.jpg',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    '/\t/evil.example/a.jpg',
    'https://example.org/a b.jpg',
    'https:evil.example/a.jpg',
    'photo.jpg',
    '',
  ])('refuses %j with a message that says what is accepted', (imageUrl) => {
    expect(imageUrlIssue(imageUrl)?.message).toBe(
      'must be an http:// or https:// address, or a path on this site starting with /',
    );
  });

  it.each([
    'https://upload.wikimedia.org/wikipedia/commons/a/a1/Matterhorn.jpg',
    'http://example.org/a.jpg?x=1',
    '/api/media/photos/matterhorn/960.jpg?v=abc',
  ])('accepts %s', (imageUrl) => {
    expect(imageUrlIssue(imageUrl)).toBeUndefined();
  });
});
