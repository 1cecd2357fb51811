import { hourlyPay, type PayTerms } from '../../contracts/hourly-pay';
import { PAY_PEERS_MIN, type PayComparison } from '../../contracts/insights';
import { ascending, quantile } from './quantile';

/**
 * A posting's hourly pay beside its peers' (the listed postings of the same 직종 and 시·도): their
 * median and quartiles (quantile.ts's interpolation, rounded to the 원) once PAY_PEERS_MIN of them
 * name a pay with an hourly figure, else `peers: 0` and no quartiles; fewer would let one odd offer
 * set the street's pay. Null when the posting's own pay has no hourly figure (면접 후 결정).
 */
export function payComparison(own: PayTerms, peers: readonly PayTerms[], minimumWage: number): PayComparison {
  const hourly = hourlyPay(own);
  if (hourly === null) return null;
  const figures = ascending(peers.flatMap((peer) => hourlyPay(peer) ?? []));
  const enough = figures.length >= PAY_PEERS_MIN;
  const at = (q: number) => (enough ? Math.round(quantile(figures, q)!) : null);
  return {
    hourly,
    median: at(0.5),
    p25: at(0.25),
    p75: at(0.75),
    minimumWage,
    peers: enough ? figures.length : 0,
  };
}
