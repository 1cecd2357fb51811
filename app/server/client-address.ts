import type { RequestHandler } from 'express';

/**
 * The visitor's address, as the api will read it. The api believes the web's X-Forwarded-For (the
 * web is its proxy) and counts failed sign-ins per address; passing on what the browser wrote
 * would let anyone name a new address with every guess. So the header is rewritten to the one
 * address this server trusts: the socket's, or what a trusted proxy in front (nginx) says.
 */
export const clientAddress: RequestHandler = (req, _res, next) => {
  if (req.ip) req.headers['x-forwarded-for'] = req.ip;
  else delete req.headers['x-forwarded-for'];
  next();
};
