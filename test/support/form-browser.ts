/**
 * A browser as the authorize pages meet it: a cookie jar, page fetches that
 * do not follow redirects, and form posts.
 */
export function formBrowser(base: string) {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair.split('=');
      cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    cookies,
    async get(path: string) {
      const res = await fetch(`${base}${path}`, { headers: { cookie: cookieHeader() }, redirect: 'manual' });
      remember(res);
      return { res, html: await res.text() };
    },
    async post(path: string, fields: Record<string, string>) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      remember(res);
      return { res, html: await res.text() };
    },
  };
}

/** The value of a hidden form field of a page. */
export const hiddenField = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** Every hidden field of a page's form, unescaped as a browser would post them. */
export function hiddenFields(html: string): Record<string, string> {
  const unescape = (v: string) => v.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1], unescape(m[2])]));
}
