import type { Bus } from '../../platform/bus.ts';

/**
 * What the operators' inbox hears (over the bus, so every server process's admin sockets can relay it):
 * a conversation changed; the console refetches it. Carries no message text.
 */
export const SUPPORT_INBOX_TOPIC = 'support-inbox';

export type InboxChange = {
  conversationId: string;
  userId: string;
  reason: 'message' | 'delivered' | 'read' | 'claimed' | 'closed' | 'reopened';
};

export function publishInboxChange(bus: Bus, change: InboxChange): Promise<void> {
  return bus.publish(SUPPORT_INBOX_TOPIC, change);
}
