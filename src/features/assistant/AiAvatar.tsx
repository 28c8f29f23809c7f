import { RobotOutlined } from '@ant-design/icons';

/** The assistant's mark: a small gradient tile, used in the header and beside answers. */
export function AiAvatar({ size = 32 }: { size?: number }) {
  return (
    <span
      className="gw-ai-avatar"
      style={{ width: size, height: size, fontSize: size * 0.55 }}
      aria-hidden
    >
      <RobotOutlined />
    </span>
  );
}
