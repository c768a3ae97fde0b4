// /Chat (designed address; spec 3 §2.4 names the screen, not its route): the customer-support chat. Visitors may
// chat (spec 3 §6), so it is public; a logged-in customer's name and email are filled in.
import { SupportChat } from '@rigkit/react/SupportChat';
import type { Route } from './+types/chat';
import { openChat, sendChatMessage } from '../lib/chat.client.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/support-chat.css';

export async function loader(args: Route.LoaderArgs) {
  const session = await shopperSession(args);
  const preferences = session?.CustomerSessionPreferences;
  const isLoggedIn = preferences?.IsLoggedIn ?? false;
  const name = isLoggedIn ? [preferences?.FirstName, preferences?.LastName].filter(Boolean).join(' ') : '';
  return { name, emailAddress: isLoggedIn ? (preferences?.EmailAddress ?? '') : '' };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Support chat', description: 'Chat with our support team about orders, returns and technical questions.', canonicalPath: '/Chat' });
}

export default function ChatPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="chat-page">
      <h1 className="page-heading">Support chat</h1>
      <SupportChat onConnect={openChat} onSend={sendChatMessage} defaultName={loaderData.name} defaultEmailAddress={loaderData.emailAddress} />
    </article>
  );
}
