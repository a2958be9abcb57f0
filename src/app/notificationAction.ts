/** What a notification's action does: leave the site, move within it, or reload when it points here (spec 2.6). */
export type NotificationAction = { kind: 'external'; href: string } | { kind: 'navigate'; to: string } | { kind: 'reload' };

export function notificationAction(actionUrl: string, currentPath: string, origin: string): NotificationAction {
  const target = new URL(actionUrl, origin);
  if (target.origin !== origin) return { kind: 'external', href: target.href };
  // The router treats the same path as no navigation, so the action would do nothing without a reload.
  if (target.pathname === currentPath) return { kind: 'reload' };
  return { kind: 'navigate', to: `${target.pathname}${target.search}${target.hash}` };
}
