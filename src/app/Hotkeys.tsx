import { useEffect, useEffectEvent } from "react";
import { useNavigate } from "react-router-dom";
import { tinykeys } from "tinykeys";
import { openComposer } from "../store/compose/open";
import { useAppDispatch, useAppStore } from "../store/hooks";
import { modalOpened } from "../store/modals/slice";
import { paths } from "../utils/paths";
import {
  clickInFocusedStatus,
  focusedStatusRow,
  goBack,
  isTypingTarget,
  moveStatusFocus,
} from "./hotkeyTargets";

type Handler = (event: KeyboardEvent) => void;

/** Per-status keys: each clicks the focused row's control marked with that `data-hotkey`. */
const STATUS_KEYS = ["f", "e", "b", "enter", "o", "p", "x", "h", "a", "r", "q"];

function unlessTyping(handler: Handler): Handler {
  return (event) => {
    if (isTypingTarget(event.target)) return;
    handler(event);
  };
}

/** Binds the global keyboard shortcuts of spec 01 section 2 for the whole app. */
export function Hotkeys() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // The router's navigate changes with every page: read the current one when
  // a key is pressed, so the bindings (and a half-typed "g …") outlive pages.
  const go = useEffectEvent((to: string | number) => {
    void (typeof to === "number" ? navigate(to) : navigate(to));
  });

  useEffect(() => {
    const isMember = () => store.getState().session.accessToken !== null;
    const help: Handler = (event) => {
      event.preventDefault();
      dispatch(modalOpened({ type: "HOTKEYS" }));
    };
    const search: Handler = (event) => {
      const box = document.getElementById("potluck-search");
      if (!box) return;
      event.preventDefault();
      box.focus();
    };
    const bindings: Record<string, Handler> = {
      "?": help,
      "Shift+?": help,
      s: search,
      "/": search,
      Backspace: (event) => {
        event.preventDefault();
        goBack(
          window.history.length,
          () => {
            go(-1);
          },
          () => {
            go(paths.home());
          },
        );
      },
      "g h": () => {
        go(paths.home());
      },
      // Members: a new post, their home timeline, their notifications.
      n: (event) => {
        if (!isMember()) return;
        event.preventDefault();
        void dispatch(openComposer());
      },
      "g t": () => {
        if (isMember()) go(paths.memberHome());
      },
      "g n": () => {
        if (isMember()) go(paths.notifications());
      },
      j: () => {
        moveStatusFocus(1);
      },
      ArrowDown: (event) => {
        if (!focusedStatusRow()) return;
        event.preventDefault();
        moveStatusFocus(1);
      },
      k: () => {
        moveStatusFocus(-1);
      },
      ArrowUp: (event) => {
        if (!focusedStatusRow()) return;
        event.preventDefault();
        moveStatusFocus(-1);
      },
    };
    for (const key of STATUS_KEYS) {
      const name = key === "enter" ? "Enter" : key;
      bindings[name] = (event) => {
        if (clickInFocusedStatus(key)) event.preventDefault();
      };
    }
    const wrapped = Object.fromEntries(
      Object.entries(bindings).map(([key, handler]) => [
        key,
        unlessTyping(handler),
      ]),
    );
    return tinykeys(window, wrapped);
  }, [dispatch, store]);

  return null;
}
