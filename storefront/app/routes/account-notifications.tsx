// /account/notifications (spec 3 §2.1, §3 "Notification subscription", §7, §8; issue 16 item 4): the in-stock and
// knowledge-base notifications the customer asked for, each with Cancel. Texts: "Failed to load notifications",
// "Failed to delete notification" and Try Again are spec 3 §8's; the empty text and the labels are designed.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/account-notifications';
import { browserApi } from '../lib/api.client.ts';
import { outcomeOf } from '../lib/accountCalls.ts';
import { serverApi } from '../lib/api.server.ts';
import { shopperSession } from '../lib/session.server.ts';

export const notificationTexts = {
  loadFailed: 'Failed to load notifications',
  deleteFailed: 'Failed to delete notification',
  tryAgain: 'Try Again',
  empty: 'You have no notifications.', // designed
  cancel: 'Cancel notification', // designed
} as const;

export async function loader(args: Route.LoaderArgs) {
  const session = await shopperSession(args);
  const customerGuid = session?.CustomerSessionPreferences.CustomerGuid;
  if (!customerGuid) return { customerGuid: null, notifications: [], failed: false };
  try {
    const { data } = await serverApi(args).client.POST('/fetchNotifications', { body: { CustomerGuid: customerGuid }, signal: args.request.signal });
    return { customerGuid, notifications: data.data ?? [], failed: false };
  } catch {
    return { customerGuid, notifications: [], failed: true };
  }
}

export default function AccountNotifications({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [failedId, setFailedId] = useState<number | null>(null);
  const { customerGuid, notifications, failed } = loaderData;
  return (
    <section className="account-section" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notification Settings</h2>
      {failed ? (
        <div role="alert">
          <p>{notificationTexts.loadFailed}</p>
          <button type="button" onClick={() => void revalidator.revalidate()}>
            {notificationTexts.tryAgain}
          </button>
        </div>
      ) : notifications.length === 0 ? (
        <p>{notificationTexts.empty}</p>
      ) : (
        <ul className="account-notifications">
          {notifications.map((notification) => (
            <li key={notification.NotificationId}>
              <span>{notification.Description}</span>
              <button
                type="button"
                aria-label={`${notificationTexts.cancel}: ${notification.Description}`}
                onClick={async () => {
                  if (!customerGuid) return;
                  const outcome = await outcomeOf(() => browserApi().POST('/cancelNotification', { body: { CustomerGuid: customerGuid, NotificationId: notification.NotificationId } })).catch(() => ({ success: false }));
                  setFailedId(outcome.success ? null : notification.NotificationId);
                  if (outcome.success) await revalidator.revalidate();
                }}
              >
                {notificationTexts.cancel}
              </button>
              {failedId === notification.NotificationId ? <p role="alert">{notificationTexts.deleteFailed}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
