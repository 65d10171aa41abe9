/** Support's audit queue (issue 11; supplier-side §6 "Support: notified about missing proofs of purchase"). */
import { listAuditSupportNotices } from '../../../db/queries/audits.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { AuditSupportNoticeListSchema } from './schemas.ts';

const queueRoute = defineRoute({
  method: 'get',
  path: '/support/audit_notices',
  area: 'audits',
  access: ['support'],
  summary: 'Missing-proofs notices from pharmacies and passed audit deadlines, newest first',
  responses: { 200: jsonContent(AuditSupportNoticeListSchema, 'The queue') },
});

export const supportAuditRoutes = createRouter();

addRoute(supportAuditRoutes, queueRoute, async (c) => {
  const rows = await listAuditSupportNotices(c.get('deps').db);
  const data = rows.map((r) => ({
    id: r.notice.id,
    kind: r.notice.kind,
    user_comment: r.notice.userComment,
    reported_by: r.reportedBy,
    created_at: r.notice.createdAt.toISOString(),
    audit: {
      id: r.audit.id,
      number: r.audit.number,
      status: r.audit.status,
      pharmacy_name: r.pharmacyName,
      supplier_name: r.supplierName,
      auditor_name: r.auditorName,
      start_date: r.audit.startDate,
      end_date: r.audit.endDate,
      due_at: r.audit.dueAt.toISOString(),
    },
  }));
  return c.json({ data }, 200);
});
