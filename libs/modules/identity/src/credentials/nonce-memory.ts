/**
 * OAuth 1.0a nonces seen within the timestamp window, in this process's
 * memory (OAUTH_NONCE_STORE=memory): each (consumer, nonce) is accepted once
 * for twice the window, which outlasts any timestamp the verifier accepts.
 */
export class NonceMemory {
  private seen = new Map<string, number>();
  private older = new Map<string, number>();
  private rotateAt: number;

  constructor(private readonly windowSeconds: number) {
    this.rotateAt = Date.now() + windowSeconds * 1000;
  }

  /** Records the nonce; false when it was seen before within the window. */
  remember(consumerKey: string, nonce: string): boolean {
    const now = Date.now();
    if (now >= this.rotateAt) {
      // two generations of one window each: everything is kept at least one window, at most two
      this.older = this.seen;
      this.seen = new Map();
      this.rotateAt = now + this.windowSeconds * 1000;
    }
    const key = `${consumerKey}\u0000${nonce}`;
    if (this.seen.has(key) || this.older.has(key)) return false;
    this.seen.set(key, now);
    return true;
  }
}
