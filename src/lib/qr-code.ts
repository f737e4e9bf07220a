import QRCode from 'qrcode';

/** An SVG QR code of `url`, in the brand's darkest green on white with a one-module quiet zone. */
export function renderQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#022c22', light: '#ffffff' },
  });
}
