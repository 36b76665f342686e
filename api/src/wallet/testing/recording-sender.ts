import type { WalletSender } from '../senders';

/** A WalletSender that records what it was asked to send: Apple's and Google's services are not reachable in tests. */
export class RecordingWalletSender implements WalletSender {
  readonly applePushes: { topic: string; pushTokens: string[] }[] = [];
  readonly googleUpdates: ({ id: string } & Record<string, unknown>)[] = [];
  /** Fail the next n sends (a service down). */
  failNext = 0;

  private maybeFail(): void {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('service unavailable');
    }
  }

  async pushApple(push: { topic: string; pushTokens: string[] }): Promise<void> {
    this.maybeFail();
    this.applePushes.push({ topic: push.topic, pushTokens: [...push.pushTokens] });
  }

  async updateGoogle(object: { id: string } & Record<string, unknown>): Promise<void> {
    this.maybeFail();
    this.googleUpdates.push(object);
  }
}
