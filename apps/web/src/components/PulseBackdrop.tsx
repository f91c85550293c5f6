import classes from './PublicPageLayout.module.css';

// One heartbeat (P wave, QRS spike, T wave) in relative path steps, so it can be placed anywhere.
const HEARTBEAT = 'q15 -14 30 0 h12 l5 8 l9 -78 l10 96 l7 -26 h18 q20 -26 40 0';
const TRACE = `M0 640 H170 ${HEARTBEAT} H1150 ${HEARTBEAT} H1440`;

/** The generic flavour's login background: faint ECG paper with a calm trace either side of the card. */
export function PulseBackdrop() {
  return (
    <svg
      className={classes.backdrop}
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <pattern id="ecg-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke="#167f8a" strokeOpacity="0.06" strokeWidth="1" />
        </pattern>
        <radialGradient id="ecg-fade" cx="0.5" cy="0.45" r="0.75">
          <stop offset="0.35" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" stopOpacity="1" />
        </radialGradient>
        <radialGradient id="ecg-teal-haze">
          <stop offset="0" stopColor="#27939e" stopOpacity="0.14" />
          <stop offset="1" stopColor="#27939e" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="ecg-indigo-haze">
          <stop offset="0" stopColor="#2b3a7a" stopOpacity="0.1" />
          <stop offset="1" stopColor="#2b3a7a" stopOpacity="0" />
        </radialGradient>
        <mask id="ecg-grid-mask">
          <rect width="1440" height="900" fill="url(#ecg-fade)" />
        </mask>
      </defs>
      <rect width="1440" height="900" fill="url(#ecg-grid)" mask="url(#ecg-grid-mask)" />
      <circle cx="140" cy="120" r="420" fill="url(#ecg-teal-haze)" />
      <circle cx="1340" cy="840" r="480" fill="url(#ecg-indigo-haze)" />
      <path
        d={TRACE}
        fill="none"
        stroke="#167f8a"
        strokeOpacity="0.07"
        strokeWidth="9"
        strokeLinejoin="round"
      />
      <path
        d={TRACE}
        fill="none"
        stroke="#167f8a"
        strokeOpacity="0.35"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
