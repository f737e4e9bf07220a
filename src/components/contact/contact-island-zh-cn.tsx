import { ContactForm, HttpClient, MessageDialog } from '../../../messages/zh_cn.json';
import { ContactIslandRoot, type ContactIslandPageProps } from './contact-island-root';

/** The island in Chinese, its strings bundled with its script (island-copy.ts `IslandMessages` says why). */
export function ContactIslandZhCn(props: ContactIslandPageProps) {
  return <ContactIslandRoot locale="zh-CN" messages={{ ContactForm, HttpClient, MessageDialog }} {...props} />;
}
