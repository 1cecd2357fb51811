import { once } from 'node:events';
import { PassThrough, type Transform } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageStream } from '../../app/utils/page-stream.server';

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
  return renderChunks(through).then((chunks) => Buffer.concat(chunks));
}

function renderChunks(through: Transform): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    through.on('data', (chunk: Buffer) => chunks.push(chunk));
    through.on('end', () => resolve(chunks));
    const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(through), onShellError: reject });
  });
}

describe("React's server rendering of Korean text", () => {
  it('writes NUL bytes at its buffer boundaries (react#27554), which pageStream removes', async () => {
    const raw = await render(new PassThrough());
    expect(raw.filter((byte) => byte === 0).length, 'the renderer still pads its buffer').toBeGreaterThan(0);

    const html = await render(pageStream());
    expect(html.includes(0)).toBe(false);
    expect(html).toEqual(Buffer.from(raw.filter((byte) => byte !== 0)));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(html);
    for (let i = 0; i < 300; i++) {
      const name = `${SIGUNGU[i % SIGUNGU.length]}${i}`;
      expect(text).toContain(`<option value="${name}">경기 ${name}</option>`);
    }
  });

  it('sends what the renderer writes in one go as one chunk, and a later write as another', async () => {
    expect((await renderChunks(new PassThrough())).length, 'React writes 2 KB pieces').toBeGreaterThan(5);
    expect(await renderChunks(pageStream())).toHaveLength(1);

    const stream = pageStream();
    const shell = once(stream, 'data');
    stream.write('<p>셸');
    stream.write('</p>');
    expect(String((await shell)[0]), 'the shell leaves, whole, before the rest is written').toBe('<p>셸</p>');
    const rest = once(stream, 'data');
    stream.end('<p>나머지</p>');
    expect(String((await rest)[0])).toBe('<p>나머지</p>');
  });
});
