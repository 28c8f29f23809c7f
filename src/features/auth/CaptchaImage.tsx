import { captchaUrl } from '@/services/auth/captchaUrl';

interface CaptchaImageProps {
  /** Empty in the build's render: the page's script gives the picture its address. */
  guid: string;
  onRefresh: () => void;
}

/** The captcha picture; a click draws a new one under a new guid. */
export function CaptchaImage({ guid, onRefresh }: CaptchaImageProps) {
  return (
    <button
      type="button"
      className="gw-login-captcha"
      onClick={onRefresh}
      title="看不清？点击换一张"
      aria-label="看不清？点击换一张验证码"
    >
      <img
        src={guid ? captchaUrl(guid) : undefined}
        alt="验证码"
        width={112}
        height={40}
        draggable={false}
      />
    </button>
  );
}
