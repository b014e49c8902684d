import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one path: as documented, slowly, or with one of MiCorreo's errors. */
export type FakeBehaviour = 'ok' | 'hang' | 'fap402' | 'server500' | 'notJson' | 'unauthorized';

export interface FakeMiCorreo {
  url: string;
  user: string;
  password: string;
  customerId: string;
  behaviour: Record<'/token' | '/rates' | '/agencies', FakeBehaviour>;
  /** Rates in the 2022 edition's shape: no deliveryTimeMin/deliveryTimeMax. */
  ratesWithoutTimes: boolean;
  /** Branches answered for province B after the documented ones (malformed ones, say). */
  extraAgencies: unknown[];
  /** Rates answered after the documented ones (malformed ones, say). */
  extraRates: unknown[];
  /** What `expires` the next tokens carry ("yyyy-MM-dd HH:mm:ss", Argentina time). */
  expires: string;
  calls: { path: string; authorization?: string; body?: unknown; query: URLSearchParams }[];
  /** Tokens issued so far; a Bearer not among them (or revoked) gets 401. */
  tokens: string[];
  revoked: Set<string>;
  close: () => Promise<void>;
}

/** A 2.5 h token lifetime printed the way MiCorreo prints it (UTC−03:00, no offset). */
export function miCorreoExpiry(date: Date): string {
  const local = new Date(date.getTime() - 3 * 60 * 60 * 1000);
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

const AGENCY = {
  code: 'B0107',
  name: 'Monte Grande',
  manager: 'Apellido, Nombre',
  email: 'sucursal@correoargentino.com.ar',
  phone: '(011) 4444-4444',
  services: { packageReception: true, pickupAvailability: true },
  location: {
    address: {
      streetName: 'Vicente Lopez',
      streetNumber: '448',
      floor: null,
      apartment: null,
      locality: 'Monte Grande',
      city: 'Esteban Echeverria',
      province: 'Buenos Aires',
      provinceCode: 'B',
      postalCode: 'B1842ZAB',
    },
    latitude: '-34.81939997',
    longitude: '-58.46747615',
  },
  hours: { sunday: null, monday: { start: '0930', end: '1800' }, saturday: null, holidays: null },
  status: 'ACTIVE',
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * MiCorreo on 127.0.0.1 speaking INTEGRATIONS.md section 2's shapes: Basic-auth /token, Bearer
 * /rates and /agencies, `{ code, message }` errors, and a 'hang' mode that never answers.
 */
export async function startFakeMiCorreo(): Promise<FakeMiCorreo> {
  const fake = {
    user: 'api-user',
    password: 'api-secret-password',
    customerId: '0000550997',
    behaviour: { '/token': 'ok', '/rates': 'ok', '/agencies': 'ok' },
    ratesWithoutTimes: false,
    extraAgencies: [],
    extraRates: [],
    expires: miCorreoExpiry(new Date(Date.now() + 9000 * 1000)),
    calls: [],
    tokens: [],
    revoked: new Set<string>(),
  } as Omit<FakeMiCorreo, 'url' | 'close'>;

  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/micorreo\/v1/, '') as keyof FakeMiCorreo['behaviour'];
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      fake.calls.push({
        path,
        authorization: req.headers.authorization,
        body,
        query: url.searchParams,
      });
      const behaviour = fake.behaviour[path];
      if (!behaviour) return send(res, 404, { code: '404', message: 'Not found' });
      if (behaviour === 'hang') {
        hanging.add(res);
        return;
      }
      if (behaviour === 'server500') return send(res, 500, { code: '500', message: 'Internal' });
      if (behaviour === 'notJson') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>Mantenimiento</html>');
      }
      if (behaviour === 'unauthorized') {
        return send(res, 401, { code: '401', message: 'Unauthorized' });
      }

      if (path === '/token') {
        const expected = `Basic ${Buffer.from(`${fake.user}:${fake.password}`).toString('base64')}`;
        if (req.headers.authorization !== expected) {
          return send(res, 401, { code: '401', message: 'Unauthorized' });
        }
        const token = `token-${fake.tokens.length + 1}`;
        fake.tokens.push(token);
        return send(res, 200, { token, expires: fake.expires });
      }

      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!fake.tokens.includes(bearer) || fake.revoked.has(bearer)) {
        return send(res, 401, { code: '401', message: 'Unauthorized' });
      }
      if (behaviour === 'fap402') {
        return send(res, 402, {
          code: '402',
          message: `Cliente FAP no identificado ${fake.customerId}`,
        });
      }

      if (path === '/rates') {
        const times = (rate: Record<string, unknown>) => {
          if (!fake.ratesWithoutTimes) return rate;
          const { deliveryTimeMin: _min, deliveryTimeMax: _max, ...rest } = rate;
          return rest;
        };
        return send(res, 200, {
          customerId: fake.customerId,
          validTo: new Date(Date.now() + 86_400_000).toISOString(),
          rates: [
            {
              deliveredType: 'D',
              productType: 'CP',
              productName: 'Correo Argentino Clasico',
              price: 498.06,
              deliveryTimeMin: '2',
              deliveryTimeMax: '5',
            },
            {
              deliveredType: 'S',
              productType: 'CP',
              productName: 'Correo Argentino Clasico',
              price: 398.06,
              deliveryTimeMin: '2',
              deliveryTimeMax: '5',
            },
          ]
            .map(times)
            .concat(fake.extraRates as never[]),
        });
      }
      if (url.searchParams.get('customerId') !== fake.customerId) {
        return send(res, 402, { code: '402', message: 'Customer ID no valido' });
      }
      const province = url.searchParams.get('provinceCode');
      return send(
        res,
        200,
        province === 'B'
          ? [
              AGENCY,
              { ...AGENCY, code: 'B0999', name: 'Cerrada', status: 'INACTIVE' },
              ...fake.extraAgencies,
            ]
          : [],
      );
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/micorreo/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
