import { SUPPORT_CHANNELS, type SupportChannel } from '@app/contracts/content';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/route-error.tsx';
import { CHANNEL_TITLES, SupportChat } from '../../features/content/components/support-chat.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import '../content-page.css';

/** /support/<channel>: the customer-service window the brand's service links open. */
export default function SupportPage() {
  const t = useT();
  const { channel = '' } = useParams();
  if (!(SUPPORT_CHANNELS as readonly string[]).includes(channel)) return <NotFoundPage />;
  const ch = channel as SupportChannel;
  return (
    <section className="content-page content-page--bare">
      <h1 className="content-page__title">{t(CHANNEL_TITLES[ch])}</h1>
      <p className="content-page__lead">{t('content_support_intro', { brand: boot.name })}</p>
      <SupportChat key={ch} channel={ch} />
    </section>
  );
}
