import { handleContactMethodNotAllowed, handleContactPost } from '@/server/contact/handle-contact-post';

export async function POST(request: Request) {
  return handleContactPost(request);
}

export const GET = handleContactMethodNotAllowed;
export const PUT = handleContactMethodNotAllowed;
export const PATCH = handleContactMethodNotAllowed;
export const DELETE = handleContactMethodNotAllowed;
