import { FUNNEL_STEPS, type FunnelStep, type FunnelStepFigure } from '../../contracts/insights';

/** The funnel's steps in FUNNEL_STEPS' order, each with its share of the step before. */
export function funnelOf(counts: Record<FunnelStep, number>): FunnelStepFigure[] {
  const steps = Object.keys(FUNNEL_STEPS) as FunnelStep[];
  return steps.map((step, i) => {
    const before = i ? counts[steps[i - 1]!] : 0;
    return { step, count: counts[step], share: before ? counts[step] / before : null };
  });
}
