import type { Middleware } from 'koa';
import type { Capability } from './types';

/**
 * The OCTO capabilities we serve beside the core: prices, the products' content, hotel pickups
 * (pickup points on options, the chosen point on bookings) and the tickets' questions (on options
 * and units, with the answers on bookings and unit items).
 */
export const SUPPORTED_CAPABILITIES = [
  'octo/pricing',
  'octo/content',
  'octo/pickups',
  'octo/questions',
] as const;
type CapabilityId = (typeof SUPPORTED_CAPABILITIES)[number];

/** What an answer carries beyond OCTO's core. */
export interface Capabilities {
  pricing: boolean;
  content: boolean;
  pickups: boolean;
  questions: boolean;
}

declare module 'koa' {
  interface DefaultState {
    /** Set by octoCapabilities(): the capabilities the request asked for that we serve. */
    octoCapabilities?: Capabilities;
  }
}

/**
 * Reads `Octo-Capabilities` (a comma-separated list; empty or missing means core only), keeps those
 * we serve and echoes them in the answer's own `Octo-Capabilities` header.
 */
export function octoCapabilities(): Middleware {
  return async function octoCapabilities(ctx, next) {
    const asked = new Set(
      ctx
        .get('Octo-Capabilities')
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter(Boolean),
    );
    const applied = SUPPORTED_CAPABILITIES.filter((c) => asked.has(c));
    ctx.state.octoCapabilities = {
      pricing: applied.includes('octo/pricing'),
      content: applied.includes('octo/content'),
      pickups: applied.includes('octo/pickups'),
      questions: applied.includes('octo/questions'),
    };
    ctx.set('Octo-Capabilities', applied.join(', '));
    await next();
  };
}

export const capabilitiesOf = (state: { octoCapabilities?: Capabilities }): Capabilities =>
  state.octoCapabilities ?? { pricing: false, content: false, pickups: false, questions: false };

/** GET /capabilities. */
export function capabilityList(): Capability[] {
  return SUPPORTED_CAPABILITIES.map((id: CapabilityId) => ({
    id,
    revision: 1,
    required: false,
    dependencies: [],
    docs: null,
  }));
}
