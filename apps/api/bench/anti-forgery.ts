/** Headers a browser on the shop's own page sends with a POST: cookies, the echoed token, the origin. */
export async function antiForgeryHeaders(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/health`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';', 1).join(''));
  const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error('no XSRF-TOKEN cookie from GET /api/health');
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(token), origin };
}
