import type { APIRoute } from 'astro';
import { answerContactRefusal, handleContactPost } from '@/server/contact/handle-contact-post';

export const prerender = false;

/**
 * The island's JSON post and the native form's urlencoded post; the answer is JSON or, for the form, the no-JS
 * answer page (handle-contact-post.ts decides from the Content-Type).
 */
export const POST: APIRoute = ({ request }) => handleContactPost(request);

/** Any other method: 405 in the visitor's language, in the production entry as in `astro dev` (the route words its own). */
export const ALL: APIRoute = ({ request }) => answerContactRefusal(request, 405);
