import icon from './brand-icon.svg';

/** The brand icon (favicon) of every page: a static asset with its content hash in its name, cached for a year. */
export const brandIconUrl: string = icon.src;
