import { SUPPORT_CHANNELS, type SupportChannel } from '@app/contracts/content';
import type { CSSProperties } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/route-error.tsx';
import { chatHeaderColours } from '../../features/content/chat-header.ts';
import { CHANNEL_TITLES, SupportChat } from '../../features/content/components/support-chat.tsx';
import { useServiceInfo } from '../../features/system/api/get-service.ts';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import '../content-page.css';

/** /support/<channel>: the customer-service window the brand's service links open. */
export default function SupportPage() {
  const t = useT();
  const { channel = '' } = useParams();
  const colours = chatHeaderColours(useServiceInfo().data?.chatHeaderColor);
  if (!(SUPPORT_CHANNELS as readonly string[]).includes(channel)) return <NotFoundPage />;
  const ch = channel as SupportChannel;
  return (
    <section className="content-page content-page--bare">
      {/* The window's header in the brand's chat header colour (getService), with the ink that reads on it. */}
      <header
        className="support-head"
        data-ink={colours?.ink}
        style={colours ? ({ '--chat-header-bg': colours.bg } as CSSProperties) : undefined}
      >
        <h1 className="content-page__title">{t(CHANNEL_TITLES[ch])}</h1>
        <p className="content-page__lead">{t('content_support_intro', { brand: boot.name })}</p>
      </header>
      <SupportChat key={ch} channel={ch} />
    </section>
  );
}
