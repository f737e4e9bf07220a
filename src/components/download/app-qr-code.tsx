import { renderQrSvg } from '@/lib/qr-code';

type AppQrCodeProps = { url: string; label: string; className?: string };

/**
 * The app-store link as a QR code, generated on the server when the page is prerendered,
 * so the browser gets plain SVG and no QR library.
 */
export async function AppQrCode({ url, label, className }: AppQrCodeProps) {
  const svg = await renderQrSvg(url);
  return (
    <div
      role="img"
      aria-label={label}
      className={className}
      // The markup is SVG produced by the qrcode package from our own configured URL.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
