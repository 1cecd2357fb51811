import { describe, expect, it } from 'vitest';
import { validateResumeForm } from '../../app/features/resumes/resume-form.schema';
import { addBakeRow, portfolioFormRows } from '../../app/features/portfolio/portfolio-form.server';

/*
 * The resume form's portfolio rows (issue 30): what the browser posts for each bake, read by the
 * contract's list (portfolioInputSchema) into the api body, the bake a post uploads added as the
 * last row, and a stored portfolio shown as rows.
 */

const KEY = 'a'.repeat(32);

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  data.append('title', '포트폴리오가 있는 이력서');
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** One posted row: the picture's hidden fields, its caption, its ticked techniques and boxes. */
function bake(
  i: number,
  row: { id: number; caption: string; techniques?: string[]; other?: string; confirmed?: boolean },
) {
  const fields: [string, string][] = [
    [`portfolio[${i}].imageId`, String(row.id)],
    [`portfolio[${i}].image`, `${KEY}:900:900`],
    [`portfolio[${i}].caption`, row.caption],
    [`portfolio[${i}].otherTechnique`, row.other ?? ''],
    [`portfolio[${i}].hiddenReason`, ''],
  ];
  for (const code of row.techniques ?? []) fields.push([`portfolio[${i}].techniques`, code]);
  if (row.confirmed ?? true) fields.push([`portfolio[${i}].noPersonalInfo`, 'on']);
  return fields;
}

describe('reading the portfolio rows', () => {
  it('sends the bakes in the form’s order with their techniques; 기타’s words only when 기타 is ticked', () => {
    const submission = validateResumeForm(
      form([
        ...bake(0, { id: 7, caption: '72시간 저온숙성 사워도우', techniques: ['sourdough'], other: '남은 글자' }),
        ...bake(1, { id: 3, caption: '설탕 장미', techniques: ['sugar_craft', 'other'], other: '공예 케이크' }),
      ]),
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.portfolio).toEqual([
      { imageId: 7, caption: '72시간 저온숙성 사워도우', techniques: ['sourdough'], noPersonalInfo: true },
      {
        imageId: 3,
        caption: '설탕 장미',
        techniques: ['sugar_craft', 'other'],
        otherTechnique: '공예 케이크',
        noPersonalInfo: true,
      },
    ]);
  });

  it('sends no portfolio as an empty list, so taking the last bake off takes it off the resume', () => {
    const submission = validateResumeForm(form([]));
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value.portfolio).toEqual([]);
  });

  it('refuses a bake without the confirmation, or 기타 without words, beside that row’s field', () => {
    const submission = validateResumeForm(
      form([
        ...bake(0, { id: 7, caption: '크루아상', techniques: ['lamination'], confirmed: false }),
        ...bake(1, { id: 8, caption: '무언가', techniques: ['other'] }),
      ]),
    );
    expect(submission.status).toBe('error');
    if (submission.status !== 'error') return;
    expect(submission.error?.['portfolio[0].noPersonalInfo']).toEqual([
      '사진에 얼굴이나 개인정보가 없는지 확인해주세요.',
    ]);
    expect(submission.error?.['portfolio[1].otherTechnique']).toEqual(['기타 기술을 적어주세요.']);
  });

  it('refuses a thirteenth bake', () => {
    const rows = Array.from({ length: 13 }, (_, i) => bake(i, { id: i + 1, caption: `빵 ${i + 1}` })).flat();
    const submission = validateResumeForm(form(rows));
    expect(submission.status).toBe('error');
    if (submission.status !== 'error') return;
    expect(submission.error?.portfolio).toEqual(['포트폴리오 사진은 12장까지 올릴 수 있습니다.']);
  });
});

describe('the bake a post uploads', () => {
  it('becomes the row after the last one, with the caption and confirmation of its slot', () => {
    const data = form([...bake(0, { id: 7, caption: '첫 빵' }), ...bake(2, { id: 9, caption: '세 번째 자리' })]);
    data.set('newBake.caption', '바게트');
    data.set('newBake.noPersonalInfo', 'on');
    addBakeRow(data, { id: 11, key: KEY, width: 640, height: 480, thumbnail: { src: '', width: 640, height: 480 } });
    expect(data.get('portfolio[3].imageId')).toBe('11');
    expect(data.get('portfolio[3].image')).toBe(`${KEY}:640:480`);
    expect(data.get('portfolio[3].caption')).toBe('바게트');
    expect(data.get('portfolio[3].noPersonalInfo')).toBe('on');
    expect(data.has('newBake.caption')).toBe(false);
  });

  it('is not confirmed for its owner when the slot’s box was left empty', () => {
    const data = form([]);
    data.set('newBake.caption', '바게트');
    addBakeRow(data, { id: 11, key: KEY, width: 640, height: 480, thumbnail: { src: '', width: 640, height: 480 } });
    expect(data.get('portfolio[0].caption')).toBe('바게트');
    expect(data.has('portfolio[0].noPersonalInfo')).toBe(false);
  });
});

describe('a stored portfolio in the form', () => {
  it('shows each bake as a confirmed row, an operator’s reason with the hidden one', () => {
    const image = { id: 5, key: KEY, width: 900, height: 900 };
    expect(
      portfolioFormRows([
        { image, caption: '크루아상', techniques: ['lamination'], otherTechnique: null, hiddenReason: '얼굴이 보여요' },
      ]),
    ).toEqual([
      {
        imageId: '5',
        image: `${KEY}:900:900`,
        caption: '크루아상',
        techniques: ['lamination'],
        otherTechnique: '',
        noPersonalInfo: true,
        hiddenReason: '얼굴이 보여요',
      },
    ]);
  });
});
