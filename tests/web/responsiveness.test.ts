import { describe, expect, it } from 'vitest';
import { responsivenessText } from '../../app/features/companies/responsiveness';

describe('responsivenessText', () => {
  it('says the share as a whole percent and the typical days', () => {
    expect(responsivenessText({ answeredShare: 0.826, typicalDays: 2, applications: 23 })).toBe(
      '지원자 응답률 83% · 보통 2일 안에 답해요',
    );
  });

  it('rounds half up and says only the share when no application was answered', () => {
    expect(responsivenessText({ answeredShare: 0.125, typicalDays: 3, applications: 8 })).toBe(
      '지원자 응답률 13% · 보통 3일 안에 답해요',
    );
    expect(responsivenessText({ answeredShare: 0, typicalDays: null, applications: 5 })).toBe('지원자 응답률 0%');
  });

  it('says nothing when too few applications were counted', () => {
    expect(responsivenessText(null)).toBeNull();
  });
});
