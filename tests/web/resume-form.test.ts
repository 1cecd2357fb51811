import { describe, expect, it } from 'vitest';
import type { Resume } from '#contracts/resume';
import { validateResumeForm } from '../../app/features/resumes/resume-form.schema';
import { resumeFormDefaults } from '../../app/features/resumes/resume-form.server';

/*
 * The resume form's adapter: what the browser posts (five region slots, 경력 and 자격증 rows, the
 * photo slot), read by the contract's schema into the api body (resumeFormSchema), and a stored
 * resume shown in the form.
 */

function resumeForm(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/** The five region slots as posted: the chosen ones and the rest left empty. */
function regionSlots(chosen: Record<number, [string, string]>): [string, string][] {
  return [0, 1, 2, 3, 4].flatMap((i) => [
    [`regions[${i}].sido`, chosen[i]?.[0] ?? ''],
    [`regions[${i}].sigungu`, chosen[i]?.[1] ?? ''],
  ]);
}

describe('reading the resume form', () => {
  it('reads a filled-in form as the api body: the chosen regions, the rows, certificates by code', () => {
    const submission = validateResumeForm(
      resumeForm([
        ['title', '새벽 근무 가능한 5년차 제빵사'],
        ['name', '한반죽'],
        ['birthYear', '1995'],
        ['phone', '010-4444-5555'],
        ['email', ''],
        ...regionSlots({ 0: ['서울', '서울:마포구'], 2: ['', '부산:중구'] }),
        ['positions', 'baker'],
        ['payType', 'monthly'],
        ['payAmount', '2,800,000'],
        ['careers[0].bakery', '빵굽는마을 베이커리'],
        ['careers[0].role', '제빵'],
        ['careers[0].from', '2019-03'],
        ['careers[0].to', '2021-02'],
        ['careers[0].duties', ''],
        ['careers[1].bakery', '달빛 파티세리'],
        ['careers[1].role', ''],
        ['careers[1].from', '2021-03'],
        ['careers[1].to', '2021-05'],
        ['careers[1].current', 'on'],
        ['careers[1].duties', ''],
        ['certificates[0].name', '제빵기능사'],
        ['certificates[0].acquiredOn', ''],
        ['certificates[1].name', '커피 바리스타 2급'],
        ['certificates[1].acquiredOn', '2020-07'],
        ['photo.imageId', ''],
        ['photo.image', ''],
      ]),
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      birthYear: 1995,
      regions: [
        { sido: '서울', sigungu: '마포구' },
        { sido: '부산', sigungu: '중구' },
      ],
      positions: ['baker'],
      payAmount: 2_800_000,
      careers: [
        { bakery: '빵굽는마을 베이커리', role: '제빵', from: '2019-03', to: '2021-02', duties: '' },
        // 재직중: no end, whatever the end box held
        { bakery: '달빛 파티세리', role: '', from: '2021-03', to: null, duties: '' },
      ],
      certificates: [
        { name: 'bread', acquiredOn: null },
        { name: '커피 바리스타 2급', acquiredOn: '2020-07' },
      ],
      photoImageId: null,
    });
    expect(submission.value.email).toBe(undefined);
    expect('current' in submission.value.careers[1]!).toBe(false);
  });

  it('asks a career with neither an end nor 재직중 for its end, and a blank row for its place', () => {
    const submission = validateResumeForm(
      resumeForm([
        ['title', '경력 두 줄'],
        ['careers[0].bakery', '빵굽는마을'],
        ['careers[0].from', '2019-03'],
        ['careers[0].to', ''],
        ['careers[1].bakery', ''],
        ['careers[1].from', ''],
        ['careers[1].to', ''],
      ]),
    );
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toMatchObject({
      'careers[0].to': ['종료 시기를 입력하거나 재직중을 선택해주세요.'],
      'careers[1].bakery': ['근무한 곳을 입력해주세요.'],
    });
  });

  it('sends no amount for 면접 후 결정 and refuses a year in words beside its field', () => {
    const submission = validateResumeForm(
      resumeForm([
        ['title', '희망 급여 협의'],
        ['payType', 'negotiable'],
        ['payAmount', '협의'],
        ['birthYear', '구십오년'],
      ]),
    );
    expect(submission.reply().error).toEqual({ birthYear: ['출생연도는 숫자로 입력해주세요.'] });
  });
});

describe('a stored resume in the form', () => {
  it('fills the region slots in order, marks 재직중 and shows a listed certificate by its name', () => {
    const stored = {
      title: '저장된 이력서',
      regions: [
        { sido: '서울', sigungu: '마포구' },
        { sido: '부산', sigungu: null },
      ],
      careers: [{ bakery: '달빛 파티세리', role: '', from: '2021-03', to: null, duties: '' }],
      certificates: [{ name: 'bread', acquiredOn: null }],
      photo: null,
    } as Partial<Resume> as Resume;
    const defaults = resumeFormDefaults(stored);
    expect(defaults?.regions).toEqual([
      { sido: '서울', sigungu: '서울:마포구' },
      { sido: '부산', sigungu: '' },
      { sido: '', sigungu: '' },
      { sido: '', sigungu: '' },
      { sido: '', sigungu: '' },
    ]);
    expect(defaults?.careers?.[0]).toMatchObject({ to: '', current: true });
    expect(defaults?.certificates?.[0]).toMatchObject({ name: '제빵기능사' });
    expect(resumeFormDefaults(null)?.regions).toHaveLength(5);
  });
});
