import { respondWithLeads } from '@/server/operator/export-leads';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return respondWithLeads(request);
}
