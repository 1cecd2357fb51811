import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { MetaFunction } from '@remix-run/node';
import { CUSTOMER_RECORD_RETENTION_YEARS } from '#contracts/enumerations';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () =>
  pageMeta('이용약관', '빵잡 이용약관과 개인정보 수집·이용 동의 내용, 보유 기간 안내');

const TERMS: [string, string[]][] = [
  [
    '제1조 (목적)',
    [
      '이 약관은 빵잡(이하 "회사")이 제공하는 제과·제빵 분야 구인구직 서비스(이하 "서비스")의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.',
    ],
  ],
  [
    '제2조 (회원)',
    [
      '회원은 이력서를 작성하고 공고에 지원하는 개인회원과, 채용공고를 게재하고 인재를 찾는 기업회원으로 나뉩니다.',
      '기업회원은 가입 시 사업자등록번호, 대표자명, 회사 주소를 정확하게 입력해야 하며, 회사는 사업자 정보를 확인한 기업에 인증 표시를 할 수 있습니다.',
    ],
  ],
  [
    '제3조 (공고와 이력서)',
    [
      '기업회원은 최저임금에 못 미치는 급여, 선입금·통장 사본 요구 등 구직자에게 불리하거나 불법적인 내용을 공고에 쓸 수 없습니다. 회사는 이런 공고를 게재하지 않거나 숨길 수 있습니다.',
      '기업회원은 채용절차법에 따라 구직자에게 키, 체중, 용모, 출신 지역, 혼인 여부, 재산, 가족의 학력·직업·재산 정보를 요구할 수 없습니다.',
      '이력서의 연락처는 본인, 열람권으로 열람한 기업, 지원서를 받은 기업에게만 보입니다.',
    ],
  ],
  [
    '제4조 (유료 서비스와 환불)',
    [
      '공고 게재, 이력서 공개, 인재 열람권은 유료이며 가격은 유료상품 안내에 표시된 금액(VAT 포함)입니다.',
      '결제 후 7일 이내에 사용하지 않은 상품은 전액 환불하고, 사용을 시작한 상품은 남은 기간이나 남은 건수만큼 환불합니다.',
    ],
  ],
  [
    '제5조 (지원 서류)',
    [
      '지원서는 기업이 공고마다 정한 기간(마감 후 14일 이상 180일 이하) 동안 보관한 뒤 파기합니다. 채용 여부가 확정되지 않은 지원자는 이 기간 안에 서류 반환을 요청할 수 있습니다.',
    ],
  ],
  [
    '제6조 (탈퇴)',
    [
      '회원은 언제든지 회원정보 수정 메뉴에서 탈퇴할 수 있습니다. 탈퇴하면 이력서, 지원서 사본, 1:1 문의에 쓴 내용 등 개인정보가 삭제되고, 결제 기록과 문의 처리 기록(문의 날짜와 답변)은 아래 보유 기간 동안만 보관한 뒤 파기합니다. 같은 아이디로 다시 가입할 수는 없습니다.',
    ],
  ],
];

const RETENTION: [string, string, string][] = [
  ['회원 정보 (아이디, 이름, 이메일, 연락처)', '회원 식별, 서비스 제공, 공지 전달', '탈퇴 시까지'],
  ['기업 정보 (사업자등록번호, 대표자명, 주소)', '기업 확인, 공고 게재', '탈퇴 시까지'],
  ['이력서와 지원서 사본', '구직 활동, 채용 절차 진행', '이력서: 삭제·탈퇴 시까지 / 지원서: 공고가 정한 보관 기간'],
  ['결제 기록', '대금 결제, 환불, 세금 신고', '5년 (전자상거래법)'],
  [
    '1:1 문의와 답변',
    '문의 처리, 분쟁 해결',
    `답변 후 ${CUSTOMER_RECORD_RETENTION_YEARS}년, 답변이 없으면 접수 후 ${CUSTOMER_RECORD_RETENTION_YEARS}년 (전자상거래법)`,
  ],
  [
    '배너광고 문의 (회사명, 담당자, 연락처, 이메일)',
    '광고 상담과 계약',
    `접수 후 ${CUSTOMER_RECORD_RETENTION_YEARS}년 (전자상거래법)`,
  ],
  ['공고 신고 (사유, 내용)', '허위·불법 공고 조치', `처리 후 ${CUSTOMER_RECORD_RETENTION_YEARS}년`],
  ['접속 기록 (IP, 로그인 시도)', '부정 이용 방지', '3개월 (통신비밀보호법)'],
];

export default function Terms() {
  return (
    <Stack gap="xl">
      <section id="terms">
        <Title order={1} size="h2" mb="md">
          이용약관
        </Title>
        <Stack gap="md">
          {TERMS.map(([heading, paragraphs]) => (
            <div key={heading}>
              <Title order={2} size="h5" mb={4}>
                {heading}
              </Title>
              {paragraphs.map((paragraph) => (
                <Text key={paragraph} size="sm">
                  {paragraph}
                </Text>
              ))}
            </div>
          ))}
        </Stack>
      </section>
      <section id="privacy">
        <Title order={2} size="h3" mb="md">
          개인정보 수집·이용 동의
        </Title>
        <Text size="sm" mb="sm">
          빵잡은 서비스를 제공하기 위해 아래 개인정보를 수집·이용합니다. 동의를 거부할 수 있으나, 거부하면 회원가입을 할
          수 없습니다. 마케팅 정보 수신 동의는 선택이며 언제든지 회원정보 수정에서 철회할 수 있습니다.
        </Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>수집 항목</Table.Th>
              <Table.Th>이용 목적</Table.Th>
              <Table.Th>보유 기간</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RETENTION.map(([item, purpose, period]) => (
              <Table.Tr key={item}>
                <Table.Td>{item}</Table.Td>
                <Table.Td>{purpose}</Table.Td>
                <Table.Td>{period}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </Stack>
  );
}
