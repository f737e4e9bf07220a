import { DownloadPage } from '@/components/download/download-page';

export default function Page() {
  return <DownloadPage />;
}
