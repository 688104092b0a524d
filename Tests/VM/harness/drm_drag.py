"""Host half of guest/drm-drag.sh, which scenarios aarch64-drm (the static aarch64 build on
Debian's arm64 kernel) and virtio-gpu-800x480 (its x86-64 twin, for the same checks and the
start-to-first-frame ratio) run: the screen equals `render` of the same config, the control
socket answers and its screenshot is that frame, SIGTERM puts the console's picture back, and
a virtio-tablet drag ends at the selection the x86-64 build's `simulate` predicts."""
import json
import os

from .input_cases import CONFIG, HEIGHT, OTHER, WIDTH, printed_selection, simulate, write
from .machine import MachineSpec

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def machine(arch):
    return MachineSpec(arch=arch, display="virtio-gpu", width=WIDTH, height=HEIGHT, virtio_tablet=True,
                       timeout_s=300)


def hook_prepare(ctx, args):
    write(ctx, "picker.json", json.dumps(CONFIG))
    write(ctx, "tablet.nominal.jsonl", OTHER["tablet"][0])


def hook_check_drag(ctx, args):
    """The selection `run` printed against the x86-64 build's `simulate` of the same drag."""
    printed = printed_selection(ctx, "tablet")
    if printed is None:
        return
    x86_bin_dir = os.environ.get("PICKER_BIN_DIR") or os.path.join(REPO, ".build", "release")
    predicted = simulate(x86_bin_dir, os.path.join(ctx.out_dir, "picker.json"),
                         os.path.join(ctx.out_dir, "tablet.nominal.jsonl"))
    ctx.check("tablet-simulate", printed == predicted, f"run {printed}, x86-64 simulate {predicted}")
    expected = OTHER["tablet"][1]
    ctx.check("tablet-expected", printed == expected, f"run {printed}, expected {expected}")
