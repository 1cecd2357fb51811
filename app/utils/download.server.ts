import { json, type EntryContext } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';

/**
 * A page that also answers a file at its own address (`/job-info/insights?format=csv`): its loader
 * throws `download(file)` and the document's render (entry.server.tsx) sends the file instead of the
 * page. Remix hands a page request's loader answer to the render as data, never as the Response the
 * loader made (only resource routes and data requests pass one through), so the file travels as
 * JSON: read as text, a file would lose its byte-order mark (the WHATWG decoder drops it), which
 * Excel needs to read Korean. Thrown, like a redirect, it leaves the page's loader data typed as
 * the page.
 */
export interface Download {
  /** the file's name as the member's computer keeps it, Korean included */
  name: string;
  /** an ASCII name for clients that cannot read RFC 5987's */
  fallbackName: string;
  type: string;
  text: string;
}

const MARK = 'download';

export function download(file: Download): Response {
  return json({ [MARK]: file });
}

function isDownload(data: unknown): data is { [MARK]: Download } {
  const file = (data as { [MARK]?: Partial<Download> } | null)?.[MARK];
  return typeof file?.text === 'string' && typeof file.name === 'string' && typeof file.type === 'string';
}

/** RFC 5987's percent-encoding: encodeURIComponent leaves ' ( ) * !, which its attr-char does not allow. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The headers of a file answer, over the document's (the cookies the other loaders set, a toast
 * read for one): a download under its Korean name, for this member alone and not kept.
 */
export function downloadHeaders(file: Download, documentHeaders = new Headers()): Headers {
  const headers = new Headers(documentHeaders);
  headers.set('Content-Type', file.type);
  headers.set(
    'Content-Disposition',
    `attachment; filename="${file.fallbackName}"; filename*=UTF-8''${encodeExtValue(file.name)}`,
  );
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

/** The file a loader of this document threw, as the answer; null for a page. */
export function downloadAnswer(context: EntryContext, documentHeaders: Headers): Response | null {
  const errors: unknown[] = Object.values(context.staticHandlerContext.errors ?? {});
  for (const error of errors) {
    if (!isRouteErrorResponse(error)) continue;
    const data: unknown = error.data;
    if (isDownload(data)) {
      return new Response(data[MARK].text, { status: 200, headers: downloadHeaders(data[MARK], documentHeaders) });
    }
  }
  return null;
}
