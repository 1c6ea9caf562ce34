import "@testing-library/jest-dom";
import { loadAllDeferred } from "../../src/components/lazyComponent";

// Parts the app loads on demand (the SVG inliner, dropdowns, dialogs) are
// loaded before each test file, so tests find them rendered at once.
beforeAll(loadAllDeferred);
