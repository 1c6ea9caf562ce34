import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { loadAllDeferred } from "../../src/components/lazyComponent";

// Parts the app loads on demand (the SVG inliner, dropdowns, dialogs) are
// loaded before each test file, so tests find them rendered at once.
beforeAll(loadAllDeferred);

// findBy* and waitFor wait for a condition; on a busy machine a lazy screen's
// first import (transformed on demand) can take more than the default second.
configure({ asyncUtilTimeout: 10_000 });
