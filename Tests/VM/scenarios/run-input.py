"""`panel-picker run` moved by real input on a real kernel, on bochs-drm: the
uinput touchscreen's drag, tap, fling and two-finger spin, a drag on a panel
mounted at 90°, the usb-tablet and the virtio keyboard over QMP, and an unplug
mid-touch that must not wedge the loop. The selection `run` prints when it
stops must equal what `panel-picker simulate` makes of the input `run`
recorded (`--record-input`), which must be the gesture's own, and of the
gesture's trace (a fling's, which follows evemu-play's timing, must coast past
its drag); the screen must equal `panel-picker render` of that selection. Measures
input-to-screen latency (run's own log), CPU time per second while a finger
drags, and checks that an idle picker has no wake-ups at all."""
import json
import os
import re
from fractions import Fraction

from harness import gestures
from harness.input_cases import (CONFIG, HEIGHT, OTHER, TOUCH, WIDTH, check_against_gesture, check_decoded, cpu_during, held,
                                  printed_selection, simulate, write, write_cases)
from harness.machine import MachineSpec

MACHINE = MachineSpec(display="bochs", width=WIDTH, height=HEIGHT, tablet=True, keyboard=True, timeout_s=240)

# Mounted turned 90°: the picture is 480x800 and the touchscreen still covers the 800x480 scanout.
ROTATED = {**CONFIG, "size": f"{HEIGHT}x{WIDTH}", "display": {"rotation": 90}}


def rotated_drag():
    """Column a's drag in picture coordinates, and the same drag in the sensor's (scanout) coordinates."""
    picture = gestures.TouchGesture("rot90").frame(0, f0=(120, 500))
    for k in range(1, 13):
        picture.frame(10 * k, f0=(120, 500 - 8 * k))
    picture.frame(400, f0=None)
    sensor = gestures.TouchGesture("rot90-sensor")
    for t, fingers in picture.frames:
        # PanelRotation.quarter.scanoutPoint: picture (x, y) shows on scanout (y, pictureWidth - 1 - x).
        sensor.frames.append((t, {f: None if p is None else (p[1], HEIGHT - 1 - p[0]) for f, p in fingers.items()}))
    return picture, sensor


def unplug_trace():
    """held(), then the touch cancelled by the unplug, then one key down."""
    trace = held().trace()
    last = gestures.read_trace_text(trace)[-1]
    trace += gestures.touch_line(1000, "cancel", 0, Fraction(str(last["x"])), Fraction(str(last["y"])))
    return trace + "\n" + json.dumps({"t": 2500, "type": "key", "key": "down"}) + "\n"


EXPECTED = {**{name: expected for name, (_, expected) in TOUCH.items()},
            **{name: expected for name, (_, expected) in OTHER.items()}, "rot90": [52, 50], "unplug": [52, 50]}


def hook_prepare(ctx, args):
    write_cases(ctx)
    write(ctx, "picker-rot90.json", json.dumps(ROTATED))
    picture, sensor = rotated_drag()
    write(ctx, "rot90.events", sensor.evemu())
    write(ctx, "rot90.nominal.jsonl", picture.trace())
    write(ctx, "unplug.nominal.jsonl", unplug_trace())


def hook_check_run(ctx, args):
    """NAME BIN_DIR [CONFIG]: run's printed selection against simulate of the input it recorded
    (--record-input), which must be the gesture's own, and against the gesture as written."""
    words = args.split()
    name, bin_dir = words[0], words[1]
    config = os.path.join(ctx.out_dir, words[2] if len(words) > 2 else "picker.json")
    printed = printed_selection(ctx, name)
    if printed is None:
        return
    recorded_path = os.path.join(ctx.out_dir, f"{name}.trace.jsonl")
    check_decoded(ctx, name, gestures.read_trace(recorded_path))
    replayed = simulate(bin_dir, config, recorded_path)
    ctx.check(f"{name}-replay", printed == replayed, f"run {printed}, simulate of what it recorded {replayed}")
    check_against_gesture(ctx, name, printed, EXPECTED.get(name), bin_dir, config, "run")


def hook_measure(ctx, args):
    cpu_ms, seconds = cpu_during(ctx, "long-drag")
    with open(os.path.join(ctx.out_dir, "long-drag.log")) as f:
        latency = re.search(r"input to screen over .*", f.read())
    build = os.path.basename(args.strip().rstrip("/")) or "unknown"
    text = (f"run on bochs-drm under TCG ({build} build): {cpu_ms:.0f} ms CPU during a {seconds:.1f} s drag at 100 Hz "
            f"({cpu_ms / seconds:.0f} ms per second); {latency.group(0) if latency else 'no latency logged'}")
    write(ctx, "measurements.txt", text + "\n")
    print(f"MEASURE run-input/{text}", flush=True)
    ctx.check("latency-logged", latency is not None)
