import { getConfig } from "../config";
import { Avatar } from "./Avatar";

export interface GroupAvatarProps {
  group: { display_name: string; avatar: string; avatar_static: string };
  size: number;
}

/** A group's picture, decorative beside its name. */
export function GroupAvatar({ group, size }: GroupAvatarProps) {
  return (
    <Avatar
      account={{
        acct: group.display_name,
        avatar: group.avatar,
        avatar_static: group.avatar_static,
      }}
      size={size}
      animate={getConfig().autoPlayGif}
      alt=""
    />
  );
}
