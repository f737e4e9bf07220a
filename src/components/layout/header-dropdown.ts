/**
 * Open/closed classes shared by the header's dropdown panels: a 0.3 s fade and slide
 * (none under reduced motion). `invisible` also takes a closed panel out of the
 * accessibility tree and the tab order once its transition ends.
 */
export const dropdownTransition =
  'transition-[opacity,translate,visibility] duration-300 ease-out motion-reduce:transition-none';
export const dropdownOpen = 'visible translate-y-0 opacity-100';
export const dropdownClosed = 'invisible -translate-y-2 opacity-0';
