/** A file sent with a mail, e.g. an interview's `.ics`; kept in the outbox as text, with the mail. */
export interface MailAttachment {
  filename: string;
  /** the full MIME type, e.g. text/calendar; charset=utf-8; method=REQUEST */
  contentType: string;
  /** text as is, or a binary file (a contract's PDF) written in base64 */
  content: string;
  encoding?: 'base64';
}

/** What a mail says: the service name, the message, its link, why the person gets it, and the way out. */
export interface MailContent {
  title: string;
  /** plain text, paragraphs separated by blank lines */
  body: string;
  /** absolute URL of the page the message is about */
  link: string;
  linkLabel: string;
  /** a second button before the first, e.g. 참석 확인: its label and absolute URL */
  action?: { label: string; link: string };
  /** why the person gets this mail */
  reason: string;
  /** absolute URL: one click stops this kind of mail, without signing in */
  unsubscribeUrl: string | null;
  /** absolute URL of the member's mail settings; null for account mails to whoever asked */
  settingsUrl: string | null;
}

const SERVICE = '빵잡';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Subject, plain text and simple HTML of one mail. */
export function composeMail(content: MailContent): { subject: string; text: string; html: string } {
  const footer = [
    content.reason,
    content.settingsUrl ? `메일 수신 설정: ${content.settingsUrl}` : null,
    content.unsubscribeUrl ? `이 메일 그만 받기: ${content.unsubscribeUrl}` : null,
  ].filter((line): line is string => line !== null);
  const text = [
    `${SERVICE} · ${content.title}`,
    '',
    content.body,
    '',
    ...(content.action ? [`${content.action.label}: ${content.action.link}`] : []),
    `${content.linkLabel}: ${content.link}`,
    '',
    '--',
    ...footer,
    `${SERVICE} · 베이커리·제과 구인구직`,
  ].join('\n');

  const paragraphs = content.body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:24px;background:#f8f1ec;font-family:sans-serif;color:#222;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#96541f">${SERVICE}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.title)}</h1>
${paragraphs}
${content.action ? `<p style="margin:20px 0 0"><a href="${escapeHtml(content.action.link)}" style="display:inline-block;padding:10px 16px;background:#2f7d32;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` : ''}
<p style="margin:20px 0"><a href="${escapeHtml(content.link)}" style="display:inline-block;padding:10px 16px;background:#96541f;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(content.linkLabel)}</a></p>
<hr style="border:0;border-top:1px solid #eee;margin:20px 0">
<p style="margin:0;font-size:13px;color:#555">${escapeHtml(content.reason)}</p>
${content.settingsUrl ? `<p style="margin:4px 0 0;font-size:13px"><a href="${escapeHtml(content.settingsUrl)}">메일 수신 설정</a></p>` : ''}
${content.unsubscribeUrl ? `<p style="margin:4px 0 0;font-size:13px"><a href="${escapeHtml(content.unsubscribeUrl)}">이 메일 그만 받기</a></p>` : ''}
</div></body></html>`;
  return { subject: `[${SERVICE}] ${content.title}`, text, html };
}

/** The links a mail is about (its text before the footer), for the log line of a kept mail. */
export function mailLinks(text: string): string[] {
  const [message = ''] = text.split('\n--\n');
  return [...new Set(message.match(/https?:\/\/\S+/g) ?? [])];
}
