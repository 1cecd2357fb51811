import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/** What a configured third party needs the page to allow, directive by directive. */
export interface ThirdParty {
  script?: string[];
  connect?: string[];
  img?: string[];
  font?: string[];
  frame?: string[];
  media?: string[];
}

export interface ThirdPartySettings {
  gaMeasurementId?: string;
  channelPluginKey?: string;
  channelScriptUrl: string;
  tossClientKey?: string;
}

/** The hosts of the services that are switched on, and of none that are not. */
export function thirdParties(settings: ThirdPartySettings): ThirdParty[] {
  const parties: ThirdParty[] = [];
  if (settings.gaMeasurementId) {
    // Google's list for GA4 through gtag.js
    const analytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
    parties.push({
      script: ['https://*.googletagmanager.com'],
      connect: [...analytics, 'https://*.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    });
  }
  if (settings.channelPluginKey) {
    // The widget talks to its own servers over https and WebSockets and shows their images, fonts,
    // sounds and frames.
    const channel = 'https://*.channel.io';
    parties.push({
      script: [new URL(settings.channelScriptUrl).origin],
      connect: [channel, 'wss://*.channel.io'],
      img: [channel],
      font: [channel],
      frame: [channel],
      media: [channel],
    });
  }
  if (settings.tossClientKey) {
    const toss = 'https://*.tosspayments.com';
    parties.push({ script: ['https://js.tosspayments.com'], connect: [toss], frame: [toss] });
  }
  return parties;
}

/**
 * Scripts only from this site, inline ones only with this response's nonce. Styles allow inline
 * ones: React's style props and Mantine write style attributes on every page, and the chat widget
 * injects <style> elements that cannot carry our nonce; script-src is what stops injected code.
 */
export function contentSecurityPolicy(nonce: string, parties: ThirdParty[]): string {
  const hosts = (kind: keyof ThirdParty) => parties.flatMap((party) => party[kind] ?? []);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...hosts('script')],
    ['style-src', "'self'", "'unsafe-inline'"],
    // pictures are this site's own files (/images/*, the api's through the web); blob: is the
    // upload forms' preview of a chosen file before it is sent
    ['img-src', "'self'", 'data:', 'blob:', ...hosts('img')],
    ['font-src', "'self'", ...hosts('font')],
    ['connect-src', "'self'", ...hosts('connect')],
    ['media-src', "'self'", ...hosts('media')],
    ['frame-src', "'self'", ...hosts('frame')],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'usb', 'midi', 'accelerometer', 'gyroscope']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers of every response of the web: `https` only when the visitor's connection was. */
export function securityHeaders(nonce: string, parties: ThirdParty[], https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, parties),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // for browsers that predate frame-ancestors
    'X-Frame-Options': 'DENY',
    // Browsers ignore HSTS over http; sent only when the visitor came over https, and without
    // includeSubDomains, which would bind hosts this site does not run.
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Sets the headers before anything answers, and keeps the nonce in res.locals for the render.
 * req.secure follows X-Forwarded-Proto only from a trusted proxy (app's `trust proxy`).
 */
export function securityHeadersMiddleware(parties: ThirdParty[]): RequestHandler {
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.set(securityHeaders(nonce, parties, req.secure));
    next();
  };
}
