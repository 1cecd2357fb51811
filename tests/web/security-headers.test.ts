import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, thirdParties } from '../../app/server/security-headers';

const NONE = { channelScriptUrl: 'https://cdn.channel.io/plugin/ch-plugin-web.js' };
const ALL = { ...NONE, gaMeasurementId: 'G-TEST', channelPluginKey: 'key', tossClientKey: 'test_ck' };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('allows scripts from this site and inline ones with the nonce only, and no framing', () => {
    const csp = directives(contentSecurityPolicy('abc123', thirdParties(NONE)));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('shows pictures from this site and the upload forms’ previews of a chosen file, from nowhere else', () => {
    const csp = directives(contentSecurityPolicy('n', thirdParties(NONE)));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('names no third party that is not configured', () => {
    const policy = contentSecurityPolicy('n', thirdParties(NONE));
    for (const host of ['googletagmanager', 'google-analytics', 'channel.io', 'tosspayments']) {
      expect(policy).not.toContain(host);
    }
  });

  it('allows analytics, the chat widget and Toss where each needs it when configured', () => {
    const csp = directives(contentSecurityPolicy('n', thirdParties(ALL)));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      'https://*.googletagmanager.com',
      'https://cdn.channel.io',
      'https://js.tosspayments.com',
    ]);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'wss://*.channel.io', 'https://*.tosspayments.com']),
    );
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.channel.io']),
    );
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://*.channel.io', 'https://*.tosspayments.com']);
  });

  it('allows the chat script from wherever CHANNEL_SCRIPT_URL points, by origin', () => {
    const csp = directives(
      contentSecurityPolicy(
        'n',
        thirdParties({ channelPluginKey: 'k', channelScriptUrl: 'https://chat.example.kr:8443/x.js' }),
      ),
    );
    expect(csp.get('script-src')).toContain('https://chat.example.kr:8443');
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy, the permissions policy and the CSP', () => {
    const headers = securityHeaders('n', [], false);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toContain("'nonce-n'");
  });

  it('sends HSTS over https only', () => {
    expect(securityHeaders('n', [], false)).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders('n', [], true)['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});
