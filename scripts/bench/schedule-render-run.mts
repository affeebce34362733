// Entry of bench:schedule's browser half (spawned by scripts/bench-schedule.mts with DATA_DIR set).
import { renderBench } from "./schedule-render";

await renderBench();
