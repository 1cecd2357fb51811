import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#contracts/errors';
import { refusalOnFields } from '../../app/forms/conform.server';
import { validateJobInfoForm } from '../../app/features/job-infos/job-info-form.schema';

/*
 * The posting form's adapter: what the browser posts, read by the contract's schema into the api
 * body (jobInfoFormSchema), and the api's field messages put back on the form's fields.
 */

/** A form as the browser posts it: a field sent twice is a checkbox group's second box. */
function postingForm(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const REALISTIC: [string, string][] = [
  ['title', '  새벽 제빵사 모집 '],
  ['position', 'baker'],
  ['employmentType', 'full_time'],
  ['careerType', 'experienced'],
  ['careerYears', '2'],
  ['education', 'any'],
  ['headcount', '2'],
  ['payType', 'monthly'],
  ['payAmount', '2,400,000원'],
  ['sido', ''],
  ['sigungu', '부산:해운대구'],
  ['addressDetail', '해운대로 123'],
  ['workDays', 'mon'],
  ['workDays', 'tue'],
  ['workStart', '04:00'],
  ['workEnd', '12:00'],
  ['daysOff', ''],
  ['deadline', '2026-12-31'],
  ['benefits', 'meal'],
  ['description', '새벽 4시에 출근해 식빵과 바게트를 굽습니다.'],
  ['contactName', '최점장'],
  ['contactPhone', '010 2222 3333'],
  ['applicationRetentionDays', ''],
  ['newPhoto.alt', ''],
];

describe('reading the posting form', () => {
  it('reads a filled-in form as the api body: amounts as typed, the region from its selects, every checked box', () => {
    const submission = validateJobInfoForm(postingForm(REALISTIC));
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      title: '새벽 제빵사 모집',
      careerYears: 2,
      headcount: 2,
      payAmount: 2_400_000,
      // a 시·군·구 chosen without its 시·도 brings its own
      sido: '부산',
      sigungu: '해운대구',
      workDays: ['mon', 'tue'],
      // one box ticked is still a list
      benefits: ['meal'],
      alwaysOpen: false,
      deadline: '2026-12-31',
      contactPhone: '010-2222-3333',
      applicationRetentionDays: 30,
      photos: [],
    });
    expect(submission.value.daysOff).toBe(undefined);
  });

  it('leaves out what does not apply: 경력 연수 for 신입, the amount for 면접 후 결정, the date for 상시채용', () => {
    const form = postingForm([
      ...REALISTIC.filter(([name]) => !['careerType', 'payType', 'careerYears', 'payAmount'].includes(name)),
      ['careerType', 'new'],
      ['careerYears', '몇 년'],
      ['payType', 'negotiable'],
      ['payAmount', '협의'],
      ['alwaysOpen', 'on'],
    ]);
    const submission = validateJobInfoForm(form);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ careerType: 'new', payType: 'negotiable', alwaysOpen: true });
    expect(submission.value.careerYears).toBe(undefined);
    expect(submission.value.payAmount).toBe(undefined);
    expect(submission.value.deadline).toBe(undefined);
  });

  it('refuses words where a number goes, a missing title and a photo without words, each beside its field', () => {
    const form = postingForm([
      ['title', ''],
      ['payType', 'hourly'],
      ['payAmount', '만 원'],
      ['headcount', '두 명'],
      ['photos[0].imageId', '7'],
      ['photos[0].image', `${'a'.repeat(32)}:1600:1200`],
      ['photos[0].alt', ' '],
    ]);
    const submission = validateJobInfoForm(form);
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({
      title: ['공고 제목을 입력해주세요.'],
      payAmount: ['급여는 숫자로 입력해주세요.'],
      headcount: ['모집인원은 숫자로 입력해주세요.'],
      'photos[0].alt': ['사진 설명을 입력해주세요.'],
    });
    // what was typed comes back as typed
    expect(submission.reply().initialValue).toMatchObject({ payAmount: '만 원', headcount: '두 명' });
  });
});

describe('the api’s field messages on the form', () => {
  const refusal = (fields: Record<string, string>): ApiErrorBody => ({
    code: 'VALIDATION_ERROR',
    message: '입력값을 확인해주세요.',
    details: { fields },
  });

  it('names a row’s field as Conform does, and gives a checkbox group’s entries to the group', () => {
    const fields = refusalOnFields(
      refusal({
        payAmount: '최저임금(시급 10,320원)보다 낮은 급여는 등록할 수 없습니다.',
        'photos.2.alt': '사진 설명을 입력해주세요.',
        'workDays.3': '근무요일을 목록에서 선택해주세요.',
        'benefits.0': '복리후생을 목록에서 선택해주세요.',
        'benefits.4': '다른 복리후생 메시지',
      }),
    ).details?.fields;
    expect(fields).toEqual({
      payAmount: '최저임금(시급 10,320원)보다 낮은 급여는 등록할 수 없습니다.',
      'photos[2].alt': '사진 설명을 입력해주세요.',
      workDays: '근무요일을 목록에서 선택해주세요.',
      // the group shows the first
      benefits: '복리후생을 목록에서 선택해주세요.',
    });
  });

  it('gives everything inside a named group to the group', () => {
    const fields = refusalOnFields(
      refusal({ 'regions.1.sigungu': '희망 지역의 시·군·구를 목록에서 선택해주세요.', 'careers.0.to': '종료' }),
      ['regions'],
    ).details?.fields;
    expect(fields).toEqual({ regions: '희망 지역의 시·군·구를 목록에서 선택해주세요.', 'careers[0].to': '종료' });
  });
});
