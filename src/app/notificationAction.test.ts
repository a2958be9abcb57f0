import { describe, expect, it } from 'vitest';
import { notificationAction } from './notificationAction';

const origin = 'https://xungen.example';

describe('notification actions', () => {
  it('reload the page when they point at the current route', () => {
    expect(notificationAction('/record-inbox?tab=new', '/record-inbox', origin)).toEqual({ kind: 'reload' });
    expect(notificationAction(`${origin}/record-inbox`, '/record-inbox', origin)).toEqual({ kind: 'reload' });
  });
  it('navigate within the app otherwise', () => {
    expect(notificationAction('/familytree/t1/hints?tab=new', '/press', origin)).toEqual({ kind: 'navigate', to: '/familytree/t1/hints?tab=new' });
  });
  it('leave the site for another origin', () => {
    expect(notificationAction('https://blog.example/post', '/press', origin)).toEqual({ kind: 'external', href: 'https://blog.example/post' });
  });
});
