import type { ReactNode } from 'react';

/** Small line icons drawn in currentColor; decorative, so hidden from assistive tech. */
function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
    <path d="M10 19.5v-5h4v5" />
  </Icon>
);

export const MarketIcon = () => (
  <Icon>
    <path d="M4 19.5h16" />
    <path d="M6 16l4-5 3.5 3L19 7" />
    <path d="M15 7h4v4" />
  </Icon>
);

export const SwapIcon = () => (
  <Icon>
    <path d="M4 8h14l-3.5-3.5" />
    <path d="M20 16H6l3.5 3.5" />
  </Icon>
);

export const ServiceIcon = () => (
  <Icon>
    <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.5-2 2.5-5 2.5" />
  </Icon>
);

export const FinanceIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M3 10h18" />
    <path d="M16 14.5h2" />
  </Icon>
);

export const AssetsIcon = () => (
  <Icon>
    <path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5H12z" />
    <path d="M15 3.8A8.5 8.5 0 0 1 20.2 9H15z" />
  </Icon>
);

export const BackIcon = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon size={20}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const DepositIcon = () => (
  <Icon>
    <path d="M12 3.5v11" />
    <path d="M7.5 10l4.5 4.5 4.5-4.5" />
    <path d="M4 17v3h16v-3" />
  </Icon>
);

export const WithdrawIcon = () => (
  <Icon>
    <path d="M12 14.5v-11" />
    <path d="M7.5 8 12 3.5 16.5 8" />
    <path d="M4 17v3h16v-3" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M4 5.5h16v10H9.5L5 19.5v-4H4z" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" />
  </Icon>
);

export const CoinsIcon = () => (
  <Icon>
    <ellipse cx="9" cy="7" rx="5" ry="2.5" />
    <path d="M4 7v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V7" />
    <path d="M10 16.5c.9 1.2 2.8 2 5 2 2.8 0 5-1.1 5-2.5v-4c0-1.4-2.2-2.5-5-2.5" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 7v7" />
    <path d="M9 11.5l3 3 3-3" />
  </Icon>
);

export const SoonIcon = () => (
  <Icon size={64}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
