/** Small interface icons drawn inline (they follow the text colour of both themes). */
const PATHS = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  promo: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6C10 2 6 2 6 5s4 1 6 1m0 0c2-4 6-4 6-1s-4 1-6 1',
  invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7M19 8v6M16 11h6',
  chat: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  messenger:
    'M12 3C7 3 3 6.6 3 11c0 2.5 1.3 4.7 3.3 6.1V21l3.4-1.9c.7.2 1.5.3 2.3.3 5 0 9-3.6 9-8s-4-8-9-8zm-4 10l3-3 2 2 3-3',
  app: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM10 19h4M9 7h6M9 11h6',
  menu: 'M3 6h18M3 12h18M3 18h18',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  licence: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM8 12l3 3 5-6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  clock24: 'M12 3a9 9 0 1 0 9 9M12 7v5l3 2M17 3h4v4',
  shield18: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z',
  games:
    'M6 10h4M8 8v4M15 11h.01M18 9h.01M7 5h10a5 5 0 0 1 5 5v3a4 4 0 0 1-7.2 2.4L14 15h-4l-.8.4A4 4 0 0 1 2 13v-3a5 5 0 0 1 5-5z',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4v4M16 13.5h2',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7',
} as const;

export type IconName = keyof typeof PATHS;

/** An icon that takes the text colour; decorative unless a label is given. */
export function Icon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
