import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The checkout session fields the product reads, in Stripe's shape. */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  created: number;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  url: string;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  metadata: Record<string, string>;
  created: number;
}

type Params = Record<string, unknown>;

/** Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

function error(res: http.ServerResponse, status: number, message: string, type = 'invalid_request_error') {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type, message } }));
}

function send(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}

/**
 * A small HTTP server answering the Stripe calls the product uses: create, retrieve, list and
 * expire checkout sessions, and create refunds. Idempotency keys on creates are honoured.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  /** The status new refunds get: `pending` as for a bank that pays back later. */
  refundStatus: FakeRefund['status'] = 'succeeded';
  readonly calls: string[] = [];
  /** The next N session creations answer 500 (a provider outage). */
  failCreates = 0;
  private readonly idempotent = new Map<string, unknown>();
  private server: http.Server | null = null;
  port = 0;

  /** The test app's configuration that points Stripe's real SDK at this fake (after start()). */
  appConfig(webhookSecret: string) {
    return {
      publicUrl: 'http://shop.test',
      stripeSecretKey: 'sk_test_fake',
      stripeApiBase: `http://127.0.0.1:${this.port}`,
      stripeWebhookSecret: webhookSecret,
    };
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString()));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The SDK options that point `new Stripe(key, …)` here. */
  get sdkOptions() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const };
  }

  /** The customer pays on the hosted page. */
  pay(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_${randomBytes(10).toString('hex')}`;
    return session;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;
    this.calls.push(route);
    if (!/^Bearer sk_test_/.test(String(req.headers.authorization ?? '')))
      return error(res, 401, 'Invalid API key', 'authentication_error');
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname}|${key}` : null;
    if (idemKey && this.idempotent.has(idemKey)) return send(res, this.idempotent.get(idemKey));
    const params = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
    const reply = (value: unknown) => {
      if (idemKey) this.idempotent.set(idemKey, value);
      send(res, value);
    };

    let match: RegExpMatchArray | null;
    if (route === 'POST /v1/checkout/sessions') {
      if (this.failCreates > 0) {
        this.failCreates -= 1;
        return error(res, 500, 'Something went wrong on the fake Stripe', 'api_error');
      }
      try {
        return reply(this.createSession(params));
      } catch (e) {
        return error(res, 400, (e as Error).message);
      }
    }
    if (route === 'GET /v1/checkout/sessions') {
      const created = (params.created ?? {}) as Record<string, string>;
      const gte = Number(created.gte ?? 0);
      const data = [...this.sessions.values()]
        .filter((s) => s.created >= gte)
        .sort((a, b) => b.created - a.created);
      return send(res, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    if ((match = route.match(/^GET \/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      return session ? send(res, session) : error(res, 404, 'No such checkout.session');
    }
    if ((match = route.match(/^POST \/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      if (!session) return error(res, 404, 'No such checkout.session');
      if (session.status !== 'open')
        return error(res, 400, `Only Checkout Sessions with a status of open can be expired.`);
      session.status = 'expired';
      return reply(session);
    }
    if (route === 'POST /v1/refunds') {
      const intent = String(params.payment_intent ?? '');
      const paid = [...this.sessions.values()].find((s) => s.payment_intent === intent);
      if (!paid) return error(res, 404, 'No such payment_intent');
      const amount = params.amount === undefined ? paid.amount_total : Number(params.amount);
      const given = this.refunds
        .filter((r) => r.payment_intent === intent && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amount, 0);
      if (amount + given > paid.amount_total)
        return error(res, 400, `Refund amount (${amount}) is greater than unrefunded amount on charge`);
      const refund: FakeRefund = {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        payment_intent: intent,
        amount,
        currency: paid.currency,
        status: this.refundStatus,
        metadata: (params.metadata ?? {}) as Record<string, string>,
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.push(refund);
      return reply(refund);
    }
    if ((match = route.match(/^GET \/v1\/refunds\/([^/]+)$/))) {
      const refund = this.refunds.find((r) => r.id === decodeURIComponent(match![1]!));
      return refund ? send(res, refund) : error(res, 404, 'No such refund');
    }
    return error(res, 404, `Unrecognized request URL (${route})`);
  }

  private createSession(params: Params): FakeSession {
    const items = (params.line_items ?? []) as {
      quantity: string;
      price_data: { currency: string; unit_amount: string; product_data: { name: string } };
    }[];
    const lineItems = items.map((i) => ({
      name: i.price_data.product_data.name,
      unit_amount: Number(i.price_data.unit_amount),
      quantity: Number(i.quantity),
    }));
    const total = lineItems.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0);
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = Number(params.expires_at ?? now + 86_400);
    if (expiresAt < now + 30 * 60) throw new Error('expires_at must be at least 30 minutes ahead');
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: total,
      amount_subtotal: total,
      currency: String(items[0]?.price_data.currency ?? 'myr'),
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      created: now,
      expires_at: expiresAt,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      url: `https://checkout.stripe.test/c/pay/${id}`,
      line_items: lineItems,
      livemode: false,
    };
    this.sessions.set(id, session);
    return session;
  }
}
