import { useEffect, useEffectEvent, useRef } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "./Button";

/** How far below the viewport the automatic loading starts. */
const AUTOLOAD_MARGIN = "800px 0px";

export interface LoadMoreProps {
  onLoad: () => void;
  isLoading: boolean;
  /** Load on its own as the reader nears it (operator setting autoloadMore). */
  auto?: boolean;
}

/**
 * The "Load more" button under a list. With `auto`, a sentinel loads the next
 * page as it nears the viewport; the button stays for keyboard users and for
 * browsers without IntersectionObserver.
 */
export function LoadMore({ onLoad, isLoading, auto = false }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useEffectEvent(() => {
    onLoad();
  });

  useEffect(() => {
    const node = sentinel.current;
    if (
      !auto ||
      isLoading ||
      !node ||
      typeof IntersectionObserver === "undefined"
    ) {
      return;
    }
    // Observing afresh after every load reports a sentinel still in view, so
    // a short page keeps loading until the viewport is filled.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: AUTOLOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, isLoading]);

  return (
    <Footer ref={sentinel}>
      <Button variant="secondary" block loading={isLoading} onClick={onLoad}>
        <FormattedMessage
          id="timeline.loadMore.button"
          defaultMessage="Load more"
        />
      </Button>
    </Footer>
  );
}

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;
