type PageTitleProps = {
  id?: string;
  eyebrow: string;
  title: string;
};

/** A page's h1 on a dark band, under its eyebrow: the home page's hero and the download page. */
export function PageTitle({ id, eyebrow, title }: PageTitleProps) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
      <h1 id={id} className="mt-3 text-3xl leading-tight font-bold text-balance md:text-4xl lg:text-5xl">
        {title}
      </h1>
    </>
  );
}
