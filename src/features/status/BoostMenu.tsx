import { useId } from "react";
import { useIntl } from "react-intl";
import type { Visibility } from "../../api/schemas/visibility";
import { Icon } from "../../components/Icon";
import { IconButton } from "../../components/IconButton";
import { Menu, MenuItem } from "../../components/Menu.styles";
import { Popover, usePopover } from "../../components/Popover";
import { VISIBILITY } from "./visibility";

export interface BoostMenuProps {
  icon: string;
  label: string;
  count?: number;
  disabled?: boolean;
  onBoost: (visibility: Visibility) => void;
}

const CHOICES: readonly Visibility[] = ["public", "unlisted", "private"];

/** Boost with a chosen audience (servers with `reblogVisibility`). */
export function BoostMenu({
  icon,
  label,
  count,
  disabled,
  onBoost,
}: BoostMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const { open, anchor, setAnchor, close, toggle } = usePopover();
  return (
    <>
      <IconButton
        ref={setAnchor}
        src={icon}
        label={label}
        count={count}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      />
      {open && (
        <Popover
          anchor={anchor}
          id={menuId}
          onClose={close}
          placement="bottom-start"
        >
          <Menu>
            {CHOICES.map((visibility) => (
              <li key={visibility}>
                <MenuItem
                  type="button"
                  onClick={() => {
                    close(true);
                    onBoost(visibility);
                  }}
                >
                  <Icon src={VISIBILITY[visibility].icon} size={16} />
                  {intl.formatMessage(
                    {
                      id: "status.boost.to",
                      defaultMessage: "Boost: {audience}",
                    },
                    {
                      audience: intl.formatMessage(
                        VISIBILITY[visibility].label,
                      ),
                    },
                  )}
                </MenuItem>
              </li>
            ))}
          </Menu>
        </Popover>
      )}
    </>
  );
}
