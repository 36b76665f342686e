import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import { OCTO_PREFIX, octoPaths, type OctoPath } from '@tours/core/contract';
import type { AppDeps } from '../types';
import { callerOf, resellerAuth } from './auth';
import { calendar, availabilityByIds, availabilityByRange, type AvailabilityRequest } from './availability';
import { OctoBookingService, type OctoCall } from './bookings-service';
import { capabilitiesOf, capabilityList, octoCapabilities } from './capabilities';
import { countsOf, optionIndexOf, productJson, unitOf, type SellableTicket } from './catalogue';
import { pickupPointsRepository, type PickupPointRow } from '../pickups/repository';
import { fromZod, invalidProduct, OctoError, octoErrors } from './errors';
import { octoRepository } from './repository';
import {
  AvailabilityBodySchema,
  CalendarBodySchema,
  CancelBodySchema,
  ConfirmBodySchema,
  ExtendBodySchema,
  ListQuerySchema,
  ReserveBodySchema,
  UpdateBodySchema,
} from './schemas';
import { supplierJson } from './supplier';
import { checkCurrency, sellableTicket } from './visit-plan';

/** A request's body or query through its schema; a failure is OCTO's BAD_REQUEST naming the field. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

const methods = { GET: 'get', POST: 'post', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * The OCTO supplier API at `{origin}/octo` (octo.travel): its own folder, thin, on the services the
 * website uses. Every answer is 200 JSON shaped as the specification says (checked in the tests
 * against `@octocloud/types`), every failure OCTO's error object; a reseller's key on every call.
 */
/** The pickup points of the tickets that collect their guests, read only when octo/pickups is asked. */
async function pickupPointsOf(
  db: AppDeps['db'],
  call: OctoCall,
  tickets: readonly Pick<SellableTicket, 'id' | 'pickup_mode'>[],
): Promise<Map<string, PickupPointRow[]>> {
  if (!call.caps.pickups) return new Map();
  const collecting = tickets.filter((t) => (t.pickup_mode ?? 'none') !== 'none').map((t) => t.id);
  return pickupPointsRepository.ofTickets(db, collecting);
}

export function createOctoRouter(deps: AppDeps): Router {
  const router = new Router({ prefix: OCTO_PREFIX });
  const bookings = new OctoBookingService(deps);
  const { db, catalogueCache, config } = deps;
  router.use(octoErrors(), resellerAuth(deps), octoCapabilities());

  const on = (path: OctoPath, handler: (ctx: Context, call: OctoCall) => Promise<unknown>) =>
    router[methods[path.method]](path.path, async (ctx) => {
      const call: OctoCall = {
        caller: callerOf(ctx.state),
        caps: capabilitiesOf(ctx.state),
        requestId: ctx.state.requestId ?? null,
        ip: ctx.ip ?? null,
      };
      ctx.body = await handler(ctx, call);
      ctx.status = 200;
    });

  /** What an availability answer is computed for: the product the key may sell, the option, the units. */
  const availabilityRequest = async (
    call: OctoCall,
    body: {
      productId: string;
      optionId: string;
      units?: { id: string; quantity: number }[] | null | undefined;
      currency?: string | null | undefined;
    },
  ): Promise<AvailabilityRequest> => {
    const ticket = await sellableTicket(db, catalogueCache, call.caller, body.productId);
    const optionIndex = optionIndexOf(ticket, body.optionId);
    checkCurrency(ticket, body.currency);
    const units = (body.units ?? []).flatMap((u) =>
      Array.from({ length: u.quantity }, () => unitOf(ticket, u.id)),
    );
    const { adultCount, childCount } = countsOf(units);
    const points = await pickupPointsOf(db, call, [ticket]);
    return {
      ticket,
      optionIndex,
      commission: call.caller.reseller.commission_percent,
      caps: call.caps,
      pax: adultCount + childCount,
      now: new Date(),
      pickupPoints: points.get(ticket.id),
    };
  };

  on(octoPaths.supplier, async (_ctx, call) => supplierJson(config, call.caps));
  on(octoPaths.capabilities, async () => capabilityList());

  on(octoPaths.products, async (_ctx, call) => {
    const { reseller } = call.caller;
    const tickets = await octoRepository.sellableTickets(db, reseller.ticket_ids);
    const points = await pickupPointsOf(db, call, tickets);
    return tickets.map((t) =>
      productJson(t, reseller.commission_percent, call.caps, config.publicUrl, {
        pickupPoints: points.get(t.id),
      }),
    );
  });

  on(octoPaths.product, async (ctx, call) => {
    const id = String(ctx.params.id);
    const { reseller } = call.caller;
    const [ticket] = reseller.ticket_ids.includes(id) ? await octoRepository.sellableTickets(db, [id]) : [];
    if (!ticket) throw invalidProduct(id);
    const points = await pickupPointsOf(db, call, [ticket]);
    return productJson(ticket, reseller.commission_percent, call.caps, config.publicUrl, {
      pickupPoints: points.get(ticket.id),
    });
  });

  on(octoPaths.calendar, async (ctx, call) => {
    const body = parse(CalendarBodySchema, ctx.request.body);
    return calendar(db, await availabilityRequest(call, body), body.localDateStart, body.localDateEnd);
  });

  on(octoPaths.availability, async (ctx, call) => {
    const body = parse(AvailabilityBodySchema, ctx.request.body);
    const req = await availabilityRequest(call, body);
    if (body.availabilityIds) return availabilityByIds(db, req, body.availabilityIds);
    const from = body.localDate ?? body.localDateStart!;
    return availabilityByRange(db, req, from, body.localDate ?? body.localDateEnd!);
  });

  on(octoPaths.reserve, async (ctx, call) =>
    bookings.reserve(call, parse(ReserveBodySchema, ctx.request.body)),
  );
  on(octoPaths.list, async (ctx, call) => bookings.list(call, parse(ListQuerySchema, ctx.query)));
  on(octoPaths.get, async (ctx, call) => bookings.get(call, String(ctx.params.uuid)));
  on(octoPaths.update, async (ctx, call) =>
    bookings.update(call, String(ctx.params.uuid), parse(UpdateBodySchema, ctx.request.body)),
  );
  on(octoPaths.confirm, async (ctx, call) =>
    bookings.confirm(call, String(ctx.params.uuid), parse(ConfirmBodySchema, ctx.request.body)),
  );
  on(octoPaths.extend, async (ctx, call) =>
    bookings.extend(
      call,
      String(ctx.params.uuid),
      parse(ExtendBodySchema, ctx.request.body).expirationMinutes,
    ),
  );
  const cancel = async (ctx: Context, call: OctoCall) =>
    bookings.cancel(call, String(ctx.params.uuid), parse(CancelBodySchema, ctx.request.body).reason ?? null);
  on(octoPaths.cancel, cancel);
  on(octoPaths.cancelDelete, cancel);

  return router;
}

const isOctoPath = (path: string) => path === OCTO_PREFIX || path.startsWith(`${OCTO_PREFIX}/`);

/**
 * Right after the app's error handler: every failure of a request under /octo, the body parser's
 * (broken JSON, too large) included, answers in OCTO's error shape rather than the API's.
 */
export function octoBoundary(): Middleware {
  const errors = octoErrors();
  return async function octoBoundary(ctx, next) {
    if (!isOctoPath(ctx.path)) return next();
    await errors(ctx, next);
  };
}

/** After the router: a path under /octo that no OCTO call has answers OCTO's 404, never a page. */
export function octoNotFound(): Middleware {
  return async function octoNotFound(ctx, next) {
    if (!isOctoPath(ctx.path)) return next();
    await octoErrors()(ctx, () => {
      throw new OctoError(404, 'NOT_FOUND', 'There is no such OCTO call.');
    });
  };
}
