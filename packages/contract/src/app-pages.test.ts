import { describe, expect, it } from 'vitest';
import { appPageOfPath } from './app-pages.js';

describe('appPageOfPath', () => {
  it('finds the place id of place pages only', () => {
    expect(appPageOfPath('/place/matterhorn')).toEqual({ kind: 'place', id: 'matterhorn' });
    expect(appPageOfPath('/place/lac-leman')).toEqual({ kind: 'place', id: 'lac-leman' });
    for (const path of ['/place/', '/place/a/b', '/place/Bad_Id', '/api/place/x'])
      expect(appPageOfPath(path), path).toBeUndefined();
  });

  it('knows the home page and the categories of the spec', () => {
    expect(appPageOfPath('/')).toEqual({ kind: 'home' });
    expect(appPageOfPath('/category/big_lakes')).toEqual({ kind: 'category', key: 'big_lakes' });
    for (const path of ['/category/nowhere', '/category/big_lakes/x', '/quiz', '/place/%E0%A4%A'])
      expect(appPageOfPath(path), path).toBeUndefined();
  });
});
