import type { ReactNode } from "react";
import { Icon } from "./Icon";
import { MenuItem } from "./Menu.styles";

export interface MenuEntryProps {
  icon: string;
  onClick: () => void;
  children: ReactNode;
}

/** A drop-down menu's action entry: an icon and a label, in its list item. */
export function MenuEntry({ icon, onClick, children }: MenuEntryProps) {
  return (
    <li>
      <MenuItem type="button" onClick={onClick}>
        <Icon src={icon} size={16} />
        {children}
      </MenuItem>
    </li>
  );
}
