import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { dismissNotification, fetchNotifications, type ServerNotification } from '../api/content';
import { verifyPromptStore } from './chromeState';
import { notificationAction } from './notificationAction';
import { useShellSession } from './shellSession';
import { useStore } from './store';
import { showToast } from './toast';
import { closeVerifyPrompt } from './verifyPrompt';
import './Notifications.css';

function VerifyPrompt() {
  const session = useShellSession();
  const [sending, setSending] = useState(false);
  const close = () => {
    closeVerifyPrompt(localStorage, Date.now());
    verifyPromptStore.set(false);
  };
  async function resend() {
    if (!session.resendVerification) return;
    setSending(true);
    try {
      await session.resendVerification();
    } catch (err) {
      showToast(err instanceof Error && err.message ? err.message : 'Error', { kind: 'error' });
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="notification" role="region" aria-label="Verify your e-mail">
      <p>
        <strong>Please verify your e-mail address.</strong> We sent a link to {session.email ?? 'your inbox'}; open it to
        receive record matches and keep your account safe.
      </p>
      <div className="notification__actions">
        {session.resendVerification && (
          <button type="button" onClick={resend} disabled={sending}>
            {sending ? 'Sending…' : 'Send the link again'}
          </button>
        )}
        <button type="button" className="notification__close" onClick={close} aria-label="Close the verify e-mail reminder">
          ×
        </button>
      </div>
    </div>
  );
}

function ServerNotifications() {
  const session = useShellSession();
  const [location, navigate] = useLocation();
  const [items, setItems] = useState<ServerNotification[]>([]);
  const key = session.apiKey;

  useEffect(() => {
    if (!key) return;
    let live = true;
    fetchNotifications(key).then((list) => live && setItems(list), () => undefined);
    return () => {
      live = false;
    };
  }, [key]);

  if (!key || items.length === 0) return null;

  const dismiss = (item: ServerNotification) => {
    setItems((list) => list.filter((n) => n.key !== item.key));
    dismissNotification(key, item.key).catch(() => undefined);
  };
  const act = (item: ServerNotification) => {
    const action = notificationAction(item.action_url, location, window.location.origin);
    if (action.kind === 'external') window.location.assign(action.href);
    else if (action.kind === 'reload') window.location.reload();
    else navigate(action.to);
  };

  return (
    <>
      {items.map((item) => (
        <div key={item.key} className="notification" role="region" aria-label="Notification">
          <p>{item.content}</p>
          <div className="notification__actions">
            {item.action_url && item.action_message && (
              <button type="button" onClick={() => act(item)}>
                {item.action_message}
              </button>
            )}
            <button type="button" className="notification__close" onClick={() => dismiss(item)} aria-label="Dismiss notification">
              ×
            </button>
          </div>
        </div>
      ))}
    </>
  );
}

/** The verify-your-e-mail prompt and the server's notifications, above the page. */
export function Notifications() {
  const showVerify = useStore(verifyPromptStore);
  return (
    <div className="notifications">
      {showVerify && <VerifyPrompt />}
      <ServerNotifications />
    </div>
  );
}
