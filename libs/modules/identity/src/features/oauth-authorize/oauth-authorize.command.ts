/** The user's decision on the authorize page about a pending request token. */
export class DecideRequestTokenCommand {
  constructor(
    readonly token: string,
    /** The token's callback: a URL, or `oob` (the verifier is then a PIN). */
    readonly callback: string,
    readonly decision: 'approve' | 'deny',
    readonly userId?: string,
  ) {}
}

export type RequestTokenDecision =
  | { decision: 'approved'; callback: string; verifier: string }
  | { decision: 'denied'; callback: string };
