import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isThreadId } from '@/components/inbox/thread-address';
import { InboxScreen } from '../inbox-screen';

export const metadata: Metadata = { title: 'Inbox' };

/** The inbox with one customer's thread open: /inbox/{customerUuid}, kept through a reload. */
export default async function InboxThreadPage({ params }: { params: Promise<{ thread: string }> }) {
  const { thread } = await params;
  if (!isThreadId(thread)) notFound();
  return <InboxScreen />;
}
