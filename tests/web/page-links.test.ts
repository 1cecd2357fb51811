import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LIST_DEPTH_MESSAGE, MAX_LIST_PAGE } from '#contracts/enumerations';
import { PageLinks } from '../../app/features/listing/page-links';

/** The page numbers the links go to, and the rendered markup, at `page` of a list of `total`. */
function render(page: number, total: number, capped: boolean) {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [`/info/job-info-list?sido=서울&page=${page}`] },
      createElement(PageLinks, { page, pageSize: 20, total, capped }),
    ),
  );
  const linked = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => {
    const found = new URLSearchParams(href!.replaceAll('&amp;', '&').split('?')[1]).get('page');
    return found ? Number(found) : 1;
  });
  return { html, deepest: Math.max(...linked) };
}

describe('PageLinks', () => {
  it('links no page of a public list past the cap, and says why at its end', () => {
    const total = 100_000;
    expect(render(1, total, true)).toMatchObject({ deepest: MAX_LIST_PAGE });
    expect(render(1, total, true).html).not.toContain(LIST_DEPTH_MESSAGE);
    const atCap = render(MAX_LIST_PAGE, total, true);
    expect(atCap.deepest).toBe(MAX_LIST_PAGE);
    expect(atCap.html).not.toContain('rel="next"');
    expect(atCap.html).toContain(LIST_DEPTH_MESSAGE);
  });

  it('links every page of a list without a cap, and of a public list shorter than it', () => {
    expect(render(1, 100_000, false).deepest).toBe(5_000);
    expect(render(1, 300, true)).toMatchObject({ deepest: 15 });
    expect(render(15, 300, true).html).not.toContain(LIST_DEPTH_MESSAGE);
  });
});
