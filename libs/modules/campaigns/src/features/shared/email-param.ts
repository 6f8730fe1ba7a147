/** An email address the settings take (an empty value unsets it). */
export const EMAIL = { nullable: true, maxLength: 255, pattern: /^[^@\s]+@[^@\s]+\.[^@\s]+$/, patternMessage: (p: string, v: unknown) => `Expected an email address, got ${JSON.stringify(v)} for ${p}` } as const;
