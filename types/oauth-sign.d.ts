declare module 'oauth-sign' {
  export function hmacsign(
    httpMethod: string,
    baseUri: string,
    params: Record<string, string | string[]>,
    consumerSecret: string,
    tokenSecret?: string,
  ): string;
  export function rfc3986(value: string): string;
}
