import classes from './PublicPageLayout.module.css';

// Fixed pseudo-random stars, so the sky looks the same on every visit and in screenshots.
const STARS: readonly (readonly [x: number, y: number, r: number, opacity: number])[] = [
  [90, 80, 1.6, 0.9],
  [210, 170, 1.1, 0.6],
  [330, 60, 1.3, 0.8],
  [470, 140, 0.9, 0.5],
  [560, 40, 1.5, 0.7],
  [690, 120, 1.1, 0.6],
  [820, 70, 1.7, 0.9],
  [940, 180, 1, 0.5],
  [1040, 90, 1.3, 0.7],
  [1330, 210, 1.2, 0.6],
  [1390, 60, 1.6, 0.8],
  [150, 300, 1, 0.5],
  [400, 260, 1.4, 0.7],
  [760, 250, 0.9, 0.4],
  [1000, 300, 1.2, 0.6],
  [1250, 330, 1, 0.5],
  [60, 420, 1.3, 0.6],
  [1400, 420, 1.1, 0.5],
  [620, 350, 1, 0.4],
  [280, 420, 0.8, 0.4],
];

/** The branded flavour's login background: a calm night sky over soft hills, drawn, not downloaded. */
export function NightSkyBackdrop() {
  return (
    <svg
      className={classes.backdrop}
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id="night-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#141d45" />
          <stop offset="0.55" stopColor="#25407a" />
          <stop offset="1" stopColor="#2f7488" />
        </linearGradient>
        <radialGradient id="moon-glow">
          <stop offset="0" stopColor="#fdf1c7" stopOpacity="0.22" />
          <stop offset="1" stopColor="#fdf1c7" stopOpacity="0" />
        </radialGradient>
        <filter id="cloud-blur" x="-20%" y="-100%" width="140%" height="300%">
          <feGaussianBlur stdDeviation="14" />
        </filter>
        <mask id="moon-crescent">
          <rect width="1440" height="900" fill="#fff" />
          <circle cx="1178" cy="168" r="62" fill="#000" />
        </mask>
      </defs>
      <rect width="1440" height="900" fill="url(#night-sky)" />
      <circle cx="1140" cy="200" r="230" fill="url(#moon-glow)" />
      <circle cx="1140" cy="200" r="70" fill="#fdf1c7" mask="url(#moon-crescent)" />
      {STARS.map(([x, y, r, opacity]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fff8e1" opacity={opacity} />
      ))}
      <ellipse cx="300" cy="520" rx="240" ry="30" fill="#c9d8f5" opacity="0.12" filter="url(#cloud-blur)" />
      <ellipse cx="1060" cy="440" rx="280" ry="26" fill="#c9d8f5" opacity="0.1" filter="url(#cloud-blur)" />
      <path
        d="M0 690 C 240 600 420 640 640 690 S 1080 760 1440 650 V 900 H 0 Z"
        fill="#2b5f86"
        opacity="0.75"
      />
      <path
        d="M0 760 C 260 700 520 720 760 770 S 1200 820 1440 740 V 900 H 0 Z"
        fill="#21506f"
        opacity="0.9"
      />
      <path d="M0 830 C 300 790 600 800 900 835 S 1300 860 1440 820 V 900 H 0 Z" fill="#173d57" />
    </svg>
  );
}
