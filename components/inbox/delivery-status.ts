import type { MessageRecord } from '@/server/conversations/conversation.schemas';

/** The wire's one-letter delivery status in an advisor's words, with the badge tone. */
export function deliveryLabel(
  message: MessageRecord,
): { label: string; tone: 'neutral' | 'good' | 'bad' | 'waiting' } | null {
  if (message.messageType !== 'S') return null;
  switch (message.deliveryStatus) {
    case 'Q':
      return { label: 'Queued', tone: 'waiting' };
    case 'W':
      return { label: 'Waiting for opt-in', tone: 'waiting' };
    case 'P':
      return { label: 'Sending', tone: 'waiting' };
    case 'S':
      return { label: 'Sent', tone: 'neutral' };
    case 'D':
      return { label: 'Delivered', tone: 'good' };
    case 'F':
      return { label: 'Not delivered', tone: 'bad' };
    case 'X':
      return { label: 'Expired', tone: 'bad' };
    default:
      return null;
  }
}
