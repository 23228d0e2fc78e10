/**
 * The test control of the database's state (TEST_STATE_CONTROL, decision 0027): `POST /dev/state/save` keeps the
 * rows of every table as they are now, `POST /dev/state/restore` puts them back (server/db/test-state.ts). The
 * browser tests save the seeded world once per server and restore it before each file, so the files a server
 * serves one after another each start from that world.
 *
 * It is a test aid, guarded like the test control of the jobs: create-app.ts mounts it only when
 * TEST_STATE_CONTROL is on, which server/safe-defaults.ts refuses on a public production site; it answers only a
 * client on this machine and takes no request that names another page in its Origin (./this-machine-only.ts).
 * Everyone else gets what any unknown address gets. It reads no body, so it needs no body limit.
 */
import type { StateControl } from "../state-control.ts";
import { testAidRouter } from "./this-machine-only.ts";

export const STATE_CONTROL_PATH = "/dev/state";

export function stateControlRouter({ publicUrl, control }: { publicUrl: string; control: StateControl }) {
  const router = testAidRouter(publicUrl);
  router.post("/save", async (_req, res) => {
    const saved = await control.save();
    res.set("Cache-Control", "no-store").json(saved);
  });
  router.post("/restore", async (_req, res) => {
    const restored = await control.restore();
    if (!restored) {
      res.status(409).set("Cache-Control", "no-store").json({ error: "Er is nog geen toestand bewaard." });
      return;
    }
    res.set("Cache-Control", "no-store").json(restored);
  });
  return router;
}
