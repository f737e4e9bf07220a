/**
 * Classes shared by the header's dropdown panels, driven by their `data-state` attribute
 * (no class juggling in the client bundle): a 0.3 s fade and slide, none under reduced
 * motion. `invisible` also takes a closed panel out of the accessibility tree and the tab
 * order once its transition ends.
 */
export const dropdownPanel =
  'transition-[opacity,translate,visibility] duration-300 ease-out motion-reduce:transition-none data-[state=closed]:invisible data-[state=closed]:-translate-y-2 data-[state=closed]:opacity-0';

export const dropdownState = (isOpen: boolean) => (isOpen ? 'open' : 'closed');
