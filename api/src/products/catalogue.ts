import type { ProductRow } from '../db/schema';

/** DESIGN.md's price table (원, VAT included): what a new database starts with. */
const PRICE_TABLE: Omit<ProductRow, 'sort_order' | 'active'>[] = [
  {
    code: 'posting-7',
    kind: 'posting',
    name: '공고 게재 7일',
    price: 10_000,
    days: 7,
    credits: null,
    valid_days: null,
  },
  {
    code: 'posting-15',
    kind: 'posting',
    name: '공고 게재 15일',
    price: 18_000,
    days: 15,
    credits: null,
    valid_days: null,
  },
  {
    code: 'posting-30',
    kind: 'posting',
    name: '공고 게재 30일',
    price: 30_000,
    days: 30,
    credits: null,
    valid_days: null,
  },
  {
    code: 'resume-30',
    kind: 'resume',
    name: '이력서 공개 30일',
    price: 3_000,
    days: 30,
    credits: null,
    valid_days: null,
  },
  {
    code: 'resume-90',
    kind: 'resume',
    name: '이력서 공개 90일',
    price: 7_000,
    days: 90,
    credits: null,
    valid_days: null,
  },
  {
    code: 'talent-10',
    kind: 'talent',
    name: '인재 열람권 10건',
    price: 10_000,
    days: null,
    credits: 10,
    valid_days: 90,
  },
  {
    code: 'talent-30',
    kind: 'talent',
    name: '인재 열람권 30건',
    price: 25_000,
    days: null,
    credits: 30,
    valid_days: 90,
  },
  {
    code: 'talent-100',
    kind: 'talent',
    name: '인재 열람권 100건',
    price: 70_000,
    days: null,
    credits: 100,
    valid_days: 90,
  },
];

export const PRODUCT_CATALOGUE: ProductRow[] = PRICE_TABLE.map((product, index) => ({
  ...product,
  sort_order: index + 1,
  active: 1,
}));
