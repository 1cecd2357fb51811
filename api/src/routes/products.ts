import { createRoute } from '@hono/zod-openapi';
import { productSchema } from '../../contracts/product';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { createRouter, jsonResponse } from '../http/router';
import { listActiveProducts } from '../products/products';

const listProducts = createRoute({
  operationId: 'listProducts',
  security: [],
  method: 'get',
  path: '/products',
  tags: ['상품'],
  summary: '판매 중인 유료 상품과 가격 (VAT 포함)',
  responses: { 200: jsonResponse(z.object({ products: z.array(productSchema) }), '상품 목록') },
});

export function productRoutes({ db }: ApiDeps) {
  return createRouter().openapi(listProducts, async (c) => c.json({ products: await listActiveProducts(db) }, 200));
}
