import { useState, type FocusEvent, type PointerEvent } from "react";
import { HoverCardLayer, useHoverCard } from "../../components/HoverCard";
import { useAppStore } from "../../store/hooks";
import { selectLinkedStatusId } from "../../store/statuses/selectors";
import { classifyLink, type MentionRef } from "../../utils/sanitize";
import { renderStatusCard } from "./StatusHoverCard";

/** The link an event happened in, if it is inside the text. */
function linkOf(target: EventTarget | null, root: Element) {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a");
  return anchor && root.contains(anchor) ? anchor : null;
}

/**
 * The status hover card on links in a post's text that point at a post the
 * app can resolve (held by its address, or a post page on this server);
 * mentions and hashtags keep their own meaning. Delegated: the links are
 * server HTML, so the handlers sit on the text's wrapper.
 */
export function useLinkedStatusCard(mentions: readonly MentionRef[]) {
  const store = useAppStore();
  const card = useHoverCard();
  const [statusId, setStatusId] = useState<string | null>(null);

  const resolve = (anchor: HTMLAnchorElement | null) => {
    if (!anchor || classifyLink(anchor, mentions) !== null) return null;
    return selectLinkedStatusId(store.getState(), anchor.href);
  };
  const enter = (anchor: HTMLAnchorElement | null, open: () => void) => {
    const id = resolve(anchor);
    if (id === null) return;
    setStatusId(id);
    open();
  };

  const handlers = {
    onPointerOver: (event: PointerEvent<HTMLDivElement>) => {
      const anchor = linkOf(event.target, event.currentTarget);
      // Moving between the parts of one link is no new hover.
      if (anchor?.contains(event.relatedTarget as Node | null)) return;
      enter(anchor, () => {
        card.pointerEnter(event, anchor ?? undefined);
      });
    },
    onPointerOut: (event: PointerEvent<HTMLDivElement>) => {
      const anchor = linkOf(event.target, event.currentTarget);
      if (!anchor || anchor.contains(event.relatedTarget as Node | null))
        return;
      if (anchor === card.anchor) card.pointerLeave(event);
    },
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      const anchor = linkOf(event.target, event.currentTarget);
      enter(anchor, () => {
        if (anchor) card.focus(event, anchor);
      });
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const anchor = linkOf(event.target, event.currentTarget);
      if (anchor && anchor === card.anchor) card.blur();
    },
  };
  const layer =
    statusId === null ? null : (
      <HoverCardLayer
        card={card}
        renderCard={() => renderStatusCard(statusId)}
      />
    );
  return { handlers, layer };
}
