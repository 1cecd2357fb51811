import type { Response } from 'express';

/**
 * The few pages the server answers itself, before Remix: no scripts, no styles, nothing the request
 * said, so they need neither the app nor its CSP nonce.
 */
export function plainPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | 빵잡</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">빵잡 홈으로 가기</a></p>
</main>
</body>
</html>
`;
}

/**
 * Answers one of these pages. `no-store`: it tells what became of this one request (a refusal, a
 * failure), so neither the browser nor a proxy may answer a later request with it.
 */
export function sendPlainPage(res: Response, status: number, title: string, message: string): void {
  res
    .status(status)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(plainPage(title, message));
}
