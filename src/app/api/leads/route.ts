import { respondWithLeads } from '@/server/leads/export-leads';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return respondWithLeads(request);
}
