/**
 * DSCSA T3 records (issue 13): searched by NDC and lot (a pharmacy sees the records where it is
 * seller or buyer; support sees all), each downloadable as its T3 PDF, and corrected by support as
 * a new version.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { correctDscsaRecord } from '../../../../services/p2p/orders/correct-dscsa.ts';
import { dscsaRecordPdf } from '../../../../services/p2p/orders/dscsa-pdf.ts';
import {
  findDscsaRecord,
  searchDscsaRecords,
  type DscsaReader,
} from '../../../../db/queries/p2p/dscsa-records.ts';
import { notFound } from '../../../../domain/errors.ts';
import { defineRoute, fileContent, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import type { AppEnv } from '../../../context.ts';
import { CorrectBody, DscsaQuery, DscsaRecordSchema, IdParam } from './schemas.ts';
import { serializeDscsaRecord } from './serializers.ts';

const area = 'p2p';

function readerOf(c: Context<AppEnv>): DscsaReader {
  const { account } = c.get('caller');
  return account.kind === 'support' ? { kind: 'support' } : { kind: 'pharmacy', accountId: account.id };
}

const searchRoute = defineRoute({
  method: 'get',
  path: '/dscsa/records',
  area,
  access: ['pharmacy', 'support'],
  summary: 'DSCSA T3 records by NDC and lot, newest first, paged (the caller’s own; support: all)',
  request: { query: DscsaQuery },
  responses: {
    200: jsonContent(
      z.strictObject({
        data: z.array(DscsaRecordSchema),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
      'One page of records',
    ),
  },
});

const pdfRoute = defineRoute({
  method: 'get',
  path: '/dscsa/records/{id}/pdf',
  area,
  access: ['pharmacy', 'support'],
  summary: 'One DSCSA record as its T3 PDF',
  request: { params: IdParam },
  responses: { 200: fileContent('application/pdf', 't3-<ndc>-<lot>-v<version>.pdf') },
  problems: [404],
});

const correctRoute = defineRoute({
  method: 'post',
  path: '/dscsa/records/{id}/correct',
  area,
  access: ['support'],
  summary:
    'Correct the newest version of a DSCSA record: a new version (n+1) naming who corrected it and why (audited); the record itself never changes, and an older version is a 409',
  request: { params: IdParam, body: CorrectBody },
  responses: { 201: jsonContent(DscsaRecordSchema, 'The new version') },
  problems: [404, 409],
});

export const dscsaRoutes = createRouter();

addRoute(dscsaRoutes, searchRoute, async (c) => {
  const q = c.req.valid('query');
  const { rows, total } = await searchDscsaRecords(c.get('deps').db, readerOf(c), {
    ndc: q.ndc,
    lot: q.lot,
    page: q.page,
    perPage: q.per_page,
  });
  return c.json({ data: rows.map(serializeDscsaRecord), page: q.page, per_page: q.per_page, total }, 200);
});

addRoute(dscsaRoutes, pdfRoute, async (c) => {
  const record = await findDscsaRecord(c.get('deps').db, readerOf(c), c.req.valid('param').id);
  if (!record) throw notFound('DSCSA record');
  const name = `t3-${record.ndc}-${record.lot.replace(/[^\w-]/g, '_')}-v${record.version}.pdf`;
  return c.body(await dscsaRecordPdf(record), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
});

addRoute(dscsaRoutes, correctRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { user, account } = c.get('caller');
  const by = { userId: user.id, accountId: account.id, requestId: c.get('requestId') };
  const { id } = await correctDscsaRecord(db, c.req.valid('param').id, c.req.valid('json'), by, now());
  const record = await findDscsaRecord(db, { kind: 'support' }, id);
  return c.json(serializeDscsaRecord(record!), 201);
});
