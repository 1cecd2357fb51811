import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { koreanTimeLabel } from '../../contracts/korea-time';
import { type TrialContract, trialContractArticles } from '../../contracts/trial-shift';

/** One side's signature as the contract records it: the typed name, when, and from which address. */
export interface ContractSignature {
  name: string;
  signedAt: string;
  address: string | null;
}

export interface SignedContract {
  shiftId: number;
  contract: TrialContract;
  company: ContractSignature;
  seeker: ContractSignature;
}

const require = createRequire(import.meta.url);
/** Debian's fonts-nanum, for a machine whose node_modules lacks the registry's font */
const DEBIAN_FONT = '/usr/share/fonts/truetype/nanum/NanumGothic.ttf';

/**
 * The Korean font embedded in the PDF (subset by pdfkit to the glyphs used): Noto Sans KR from the
 * registry (SIL Open Font Licence), else Debian's NanumGothic (same licence).
 */
function koreanFont(): string {
  for (const candidate of [
    () => require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
    () => DEBIAN_FONT,
  ]) {
    try {
      const file = candidate();
      if (fs.existsSync(file)) return file;
    } catch {
      // not installed: try the next
    }
  }
  throw new Error(
    `근로계약서 PDF에 쓸 한글 글꼴이 없습니다: npm ci로 @expo-google-fonts/noto-sans-kr를 설치하거나 Debian의 fonts-nanum(${DEBIAN_FONT})을 설치하세요.`,
  );
}

let fontFile: string | null = null;

const signatureLine = (role: string, signature: ContractSignature) =>
  `${role} 서명: ${signature.name} · ${koreanTimeLabel(signature.signedAt)} 서명 · 접속 주소 ${signature.address ?? '기록 없음'}`;

/** The signed 단시간근로자 표준근로계약서 as a PDF (A4), its text extractable. */
export function contractPdf(signed: SignedContract): Promise<Buffer> {
  fontFile ??= koreanFont();
  const { contract } = signed;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // the same contract gives the same file: dated by the last signature, not by the download
    info: {
      Title: '단시간근로자 표준근로계약서',
      Subject: `빵잡 유급 체험 근무 ${signed.shiftId}`,
      CreationDate: new Date([signed.company.signedAt, signed.seeker.signedAt].sort()[1]!),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(fontFile);
  doc.fontSize(18).text('단시간근로자 표준근로계약서', { align: 'center' });
  doc.fontSize(10).text('(유급 체험 근무 · 고용노동부 표준근로계약서 양식에 따름)', { align: 'center' });
  doc.moveDown(1.2);
  for (const article of trialContractArticles(contract)) {
    doc.fontSize(12).text(article.title);
    doc.fontSize(10).text(article.text, { indent: 12, lineGap: 2 });
    doc.moveDown(0.6);
  }
  doc.moveDown(0.6);
  doc.fontSize(10).text(`계약 체결일: ${[signed.company.signedAt, signed.seeker.signedAt].sort()[1]!.slice(0, 10)}`);
  doc.moveDown(0.4);
  doc.text(
    `(사업주) 사업체명: ${contract.employer.name}${contract.employer.ceo ? ` · 대표자: ${contract.employer.ceo}` : ''}`,
  );
  doc.text(signatureLine('사업주', signed.company), { indent: 12 });
  doc.moveDown(0.4);
  doc.text(
    `(근로자) 성명: ${contract.worker.name}${contract.worker.contact ? ` · 연락처: ${contract.worker.contact}` : ''}`,
  );
  doc.text(signatureLine('근로자', signed.seeker), { indent: 12 });
  doc.moveDown(1);
  doc
    .fontSize(8)
    .text(
      `빵잡에서 양 당사자가 이름을 입력해 서명한 계약서입니다 (체험 근무 번호 ${signed.shiftId}). 근로기준법 제42조에 따라 근무일로부터 3년간 보관됩니다.`,
    );
  doc.end();
  return done;
}
