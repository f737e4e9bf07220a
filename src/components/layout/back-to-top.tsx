/** Placeholder: the back-to-top control comes with the header work (issue 2). */
export function BackToTop() {
  return null;
}
