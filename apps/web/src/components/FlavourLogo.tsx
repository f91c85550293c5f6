import { useId, type ComponentType } from 'react';
import { Group, Text } from '@mantine/core';
import type { Flavour } from '@vigil/domain';

interface FlavourLogoProps {
  brand: Flavour['brand'];
  size?: number;
  /** Only the mark, where the name does not fit (a phone's top bar); it stays the accessible name. */
  markOnly?: boolean;
}

const MARKS: Readonly<Record<Flavour['brand']['look'], ComponentType<{ size: number }>>> = {
  'night-sky': MoonDropMark,
  pulse: PulseMark,
};

/** The product mark and name: a moon and drop on the night-sky look, a pulse on the other. */
export function FlavourLogo({ brand, size = 40, markOnly = false }: FlavourLogoProps) {
  const [product, ...rest] = brand.name.split(' ');
  const Mark = MARKS[brand.look];
  return (
    <Group gap={10} wrap="nowrap" role="img" aria-label={brand.name} data-testid="flavour-logo">
      <Mark size={size} />
      {!markOnly && (
        <Text
          component="span"
          fz={size * 0.55}
          fw={750}
          lh={1}
          c="dark.8"
          style={{ letterSpacing: '-0.02em' }}
        >
          {product}
          {rest.length > 0 && (
            <Text component="span" inherit fw={450} c="#3a4a8c">
              {` ${rest.join(' ')}`}
            </Text>
          )}
        </Text>
      )}
    </Group>
  );
}

function MoonDropMark({ size }: { size: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2b3a7a" />
          <stop offset="1" stopColor="#167f8a" />
        </linearGradient>
        <mask id={`${id}-crescent`}>
          <rect width="40" height="40" fill="#fff" />
          <circle cx="22" cy="13.5" r="8" fill="#000" />
        </mask>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${id}-sky)`} />
      <circle cx="17" cy="18" r="9" fill="#fdf1c7" mask={`url(#${id}-crescent)`} />
      <path d="M28.5 20.5c-2.6 3.3-4 5.6-4 7.4a4 4 0 0 0 8 0c0-1.8-1.4-4.1-4-7.4z" fill="#8fe0e8" />
      <circle cx="30" cy="9.5" r="1.1" fill="#fdf1c7" opacity="0.85" />
    </svg>
  );
}

function PulseMark({ size }: { size: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-tile`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#27939e" />
          <stop offset="1" stopColor="#05566e" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${id}-tile)`} />
      <path
        d="M6.5 21.5h6.5l3-8 5.5 15 3.5-8.5h8.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
