import type { APIRoute } from 'astro';
import { answerContactRefusal, handleContactPost } from '@/server/contact/handle-contact-post';

export const prerender = false;

/**
 * The island's JSON post and the native form's urlencoded post; the answer is JSON or, for the form, the no-JS
 * answer page (handle-contact-post.ts decides from the Content-Type).
 */
export const POST: APIRoute = ({ request }) => handleContactPost(request);

// The production entry answers these before the route (src/server/http/route-table.ts); this is `astro dev`'s answer.
const methodNotAllowed: APIRoute = ({ request }) => answerContactRefusal(request, 405);
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
