/** The platform's mark: a medical cross on a shield, drawn inline so it costs no request. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M24 3 41 9.5v12.8c0 10.4-7 19.3-17 22.7C14 41.6 7 32.7 7 22.3V9.5L24 3Z"
        fill="currentColor"
        opacity="0.18"
      />
      <path
        d="M24 6.2 38 11.6v10.7c0 8.8-5.8 16.4-14 19.5-8.2-3.1-14-10.7-14-19.5V11.6l14-5.4Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
      />
      <path d="M21 15h6v6h6v6h-6v6h-6v-6h-6v-6h6v-6Z" fill="currentColor" />
    </svg>
  );
}
