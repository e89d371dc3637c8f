// The push service (Firebase Cloud Messaging) is not ours: a fake of firebase-admin's `sendEach`
// stands at that boundary, answering as FCM does, per message, in order.
import type { BatchResponse, TokenMessage } from 'firebase-admin/messaging';
import type { PushMessaging } from '../../src/modules/push/messaging';

/** What FCM answers for a token: handed over, no longer registered, or down for now. */
export type Answer = 'ok' | 'unregistered' | 'unavailable';

/** firebase-admin's Messaging as far as the push job uses it, answering per token. */
export class FakeMessaging implements PushMessaging {
  readonly sent: TokenMessage[] = [];
  readonly answers = new Map<string, Answer[]>();

  async sendEach(messages: TokenMessage[]): Promise<BatchResponse> {
    const responses = messages.map((message) => {
      const queued = this.answers.get(message.token);
      const answer =
        queued && queued.length > 1 ? (queued.shift() as Answer) : (queued?.[0] ?? 'ok');
      if (answer === 'ok') {
        this.sent.push(message);
        return { success: true, messageId: `projects/demo/messages/${this.sent.length}` };
      }
      const code =
        answer === 'unregistered'
          ? 'messaging/registration-token-not-registered'
          : 'messaging/server-unavailable';
      const error = { code, message: code, toJSON: () => ({ code, message: code }) };
      return { success: false, error };
    });
    const successCount = responses.filter((response) => response.success).length;
    return { responses, successCount, failureCount: responses.length - successCount };
  }

  to(token: string) {
    return this.sent.filter((message) => message.token === token);
  }
}
