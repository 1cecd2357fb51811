import { PassThrough, type Transform } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dropNulBytes } from '../../app/utils/nul-bytes.server';

const SIGUNGU = ['용인시', '수원시', '성남시', '고양시', '화성시', '부천시', '남양주시', '안산시'];

/** A region select like the list filters', long enough to cross React's 2 KB buffer many times. */
const page = createElement(
  'select',
  { name: 'sigungu' },
  Array.from({ length: 300 }, (_, i) => {
    const name = `${SIGUNGU[i % SIGUNGU.length]}${i}`;
    return createElement('option', { key: i, value: name }, `경기 ${name}`);
  }),
);

function render(through: Transform): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    through.on('data', (chunk: Buffer) => chunks.push(chunk));
    through.on('end', () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(through), onShellError: reject });
  });
}

describe("React's server rendering of Korean text", () => {
  it('writes NUL bytes at its buffer boundaries (react#27554), which dropNulBytes removes', async () => {
    const raw = await render(new PassThrough());
    expect(raw.filter((byte) => byte === 0).length, 'the renderer still pads its buffer').toBeGreaterThan(0);

    const html = await render(dropNulBytes());
    expect(html.includes(0)).toBe(false);
    expect(html).toEqual(Buffer.from(raw.filter((byte) => byte !== 0)));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(html);
    for (let i = 0; i < 300; i++) {
      const name = `${SIGUNGU[i % SIGUNGU.length]}${i}`;
      expect(text).toContain(`<option value="${name}">경기 ${name}</option>`);
    }
  });
});
