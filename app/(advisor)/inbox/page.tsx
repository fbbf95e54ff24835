import type { Metadata } from 'next';
import { InboxScreen } from './inbox-screen';

export const metadata: Metadata = { title: 'Inbox' };

/** The threads; `?customer={customerUuid}` opens that customer's (and becomes /inbox/{customerUuid}). */
export default function InboxPage() {
  return <InboxScreen />;
}
