import { bannerGroupOf } from '@app/contracts/content';
import { BannerCarousel } from './components/banner-carousel.tsx';
import { NoticeMarquee } from './components/notice-marquee.tsx';

/** What every page of the site layout shows above its own content: its group's banners and the marquee. */
export function PageTop({ pathname }: { pathname: string }) {
  const group = bannerGroupOf(pathname);
  return (
    <>
      {group ? <BannerCarousel key={group} group={group} /> : null}
      <NoticeMarquee />
    </>
  );
}
