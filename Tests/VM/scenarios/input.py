"""PickerInput on a real kernel: a uinput multitouch screen (evemu-device and
evemu-play from the host's evemu-tools) plays a drag, a tap, a fling and a
two-finger spin of two columns; QMP drives the usb-tablet (a drag and its
wheel) and the virtio keyboard; SYN_DROPPED, an unplug mid-touch, hot-plug and
an exclusive grab are provoked for real. Each gesture's selection, as
`vm-input` (real devices into the engine) reports it, must equal what
`panel-picker simulate` predicts for the gesture's trace, and the decoded
events must be the gesture's own."""
import json
import os
import subprocess
from fractions import Fraction

from harness import gestures
from harness.machine import MachineSpec

MACHINE = MachineSpec(display=None, tablet=True, keyboard=True, timeout_s=150)

WIDTH, HEIGHT = 800, 480
CONFIG = {
    "size": f"{WIDTH}x{HEIGHT}", "style": "flat", "row_height": 48, "visible_rows": 5, "deceleration_rate": "fast",
    "columns": [{"id": "a", "range": {"from": 0, "to": 99}, "selected": 50},
                {"id": "b", "range": {"from": 0, "to": 99}, "selected": 50}],
}


def drag():
    g = gestures.TouchGesture("drag").frame(0, f0=(200, 300))
    for k in range(1, 13):
        g.frame(10 * k, f0=(200, 300 - 8 * k))
    return g.frame(400, f0=None)


def tap():
    # The row above the selection band in column b.
    return gestures.TouchGesture("tap").frame(0, f0=(600, 192)).frame(60, f0=None)


def fling():
    """28 px per 10 ms: its predicted row stays the same under ±2 ms of jitter per event (checked with simulate)."""
    g = gestures.TouchGesture("fling").frame(0, f0=(200, 400))
    for k in range(1, 9):
        g.frame(10 * k, f0=(200, 400 - 28 * k))
    return g.frame(90, f0=None)


def spin():
    g = gestures.TouchGesture("spin").frame(0, f0=(200, 300), f1=(600, 150))
    for k in range(1, 13):
        g.frame(10 * k, f0=(200, 300 - 8 * k), f1=(600, 150 + 12 * k))
    return g.frame(400, f0=None).frame(410, f1=None)


def held():
    """A finger that goes down and moves, and is never lifted by the device."""
    g = gestures.TouchGesture("held").frame(0, f0=(200, 300))
    for k in range(1, 6):
        g.frame(10 * k, f0=(200, 300 - 8 * k))
    return g


def long_drag():
    """Two seconds of dragging at 100 Hz, for the CPU figure."""
    g = gestures.TouchGesture("long-drag").frame(0, f0=(200, 440))
    for k in range(1, 201):
        g.frame(10 * k, f0=(200, 440 - 2 * k if k <= 100 else 240 + 2 * (k - 100)))
    return g.frame(2200, f0=None)


TOUCH = {"drag": (drag(), [52, 50]), "tap": (tap(), [50, 49]), "fling": (fling(), None), "spin": (spin(), [52, 47])}

# usb-tablet values (0..32767) for column a's drag: y from ~300 px up by ~96 px.
TABLET_X = 8192
TABLET_Y = [20480, 19115, 17749, 16384, 14336]


def tablet_trace():
    x = gestures.tablet_pixel(TABLET_X, WIDTH)
    lines = [gestures.touch_line(0, "down", 0, x, gestures.tablet_pixel(TABLET_Y[0], HEIGHT))]
    for k, y in enumerate(TABLET_Y[1:], 1):
        lines.append(gestures.touch_line(100 * k, "move", 0, x, gestures.tablet_pixel(y, HEIGHT)))
    lines.append(gestures.touch_line(1000, "up", 0, x, gestures.tablet_pixel(TABLET_Y[-1], HEIGHT)))
    return "".join(line + "\n" for line in lines)


KEYS = ["down", "down", "down", "tab", "up"]
KEY_TRACE = "".join(json.dumps({"t": 100 * k, "type": "key", "key": key}) + "\n" for k, key in enumerate(KEYS))
WHEEL_TRACE = "".join(json.dumps({"t": 100 * k, "type": "encoder", "delta": 1}) + "\n" for k in range(2))

OTHER = {"tablet": (tablet_trace(), [52, 50]), "keys": (KEY_TRACE, [53, 49]), "wheel": (WHEEL_TRACE, [52, 50])}


def write(ctx, name, text):
    with open(os.path.join(ctx.out_dir, name), "w") as f:
        f.write(text)


def hook_prepare(ctx, args):
    write(ctx, "picker.json", json.dumps(CONFIG))
    write(ctx, "picker-grab.json", json.dumps({**CONFIG, "input": {"grab": True}}))
    write(ctx, "touchscreen.evemu", gestures.touchscreen_description(WIDTH, HEIGHT))
    for name, (gesture, _) in TOUCH.items():
        write(ctx, f"{name}.events", gesture.evemu())
        write(ctx, f"{name}.nominal.jsonl", gesture.trace())
    for name, (trace, _) in OTHER.items():
        write(ctx, f"{name}.nominal.jsonl", trace)
    write(ctx, "held.events", held().evemu())
    write(ctx, "long-drag.events", long_drag().evemu())
    # SYN_DROPPED: a touch the program reads; while it is stopped, that touch lifts, another lands and
    # floods the buffer; after it resumes, the second touch lifts.
    first = held()
    write(ctx, "dropped-1.events", first.evemu())
    flood = gestures.TouchGesture("flood").frame(0, f0=None).frame(0.1, f0=(600, 100))
    for k in range(1, 1500):
        flood.frame(0.1 + 0.01 * k, f0=(600, 100 + k % 200))
    write(ctx, "dropped-2.events", flood.evemu(first_tracking_id=200))
    write(ctx, "dropped-3.events", gestures.TouchGesture("lift").frame(0, f0=None).evemu())


def simulate(bin_dir, config, trace):
    result = subprocess.run([os.path.join(bin_dir, "panel-picker"), "simulate", "--config", config, "--trace", trace],
                            capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        raise RuntimeError(f"simulate {os.path.basename(trace)}: {result.stderr.strip()}")
    return [column["row"] for column in json.loads(result.stdout)["selection"]]


def reported(ctx, name):
    """vm-input's final selection and measurements."""
    with open(os.path.join(ctx.out_dir, f"{name}.out")) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    return next(line for line in reversed(lines) if "final" in line)


def hook_check_gesture(ctx, args):
    name, bin_dir = args.split()
    expected = (TOUCH.get(name) or OTHER.get(name))[1]
    config = os.path.join(ctx.out_dir, "picker.json")
    nominal_path = os.path.join(ctx.out_dir, f"{name}.nominal.jsonl")
    recorded_path = os.path.join(ctx.out_dir, f"{name}.trace.jsonl")
    final = reported(ctx, name)["final"]
    recorded, nominal = gestures.read_trace(recorded_path), gestures.read_trace(nominal_path)
    ctx.check(f"{name}-decoded", gestures.shape(recorded) == gestures.shape(nominal),
              f"decoded {gestures.shape(recorded)[:6]}..., played {gestures.shape(nominal)[:6]}...")
    replayed = simulate(bin_dir, config, recorded_path)
    ctx.check(f"{name}-replay", replayed == final, f"vm-input {final}, simulate of what it decoded {replayed}")
    predicted = simulate(bin_dir, config, nominal_path)
    ctx.check(f"{name}-simulate", predicted == final, f"vm-input {final}, simulate of the gesture {predicted}")
    if expected is not None:
        ctx.check(f"{name}-expected", final == expected, f"vm-input {final}, expected {expected}")


def balanced(entries):
    down = set()
    for e in entries:
        if e["type"] != "touch":
            continue
        if e["phase"] == "down":
            down.add(e["id"])
        elif e["phase"] in ("up", "cancel"):
            down.discard(e["id"])
    return not down


def hook_check_cancelled(ctx, args):
    """After SYN_DROPPED or an unplug: the lost touch was cancelled, no finger is left down, and the
    live selection is what simulate makes of the decoded events."""
    name, bin_dir = args.split()
    recorded_path = os.path.join(ctx.out_dir, f"{name}.trace.jsonl")
    recorded = gestures.read_trace(recorded_path)
    phases = [e.get("phase") for e in recorded]
    ctx.check(f"{name}-cancel", "cancel" in phases, f"phases {phases[:3]} ... {phases[-3:]}")
    ctx.check(f"{name}-nothing-stuck", balanced(recorded), f"phases {phases[:3]} ... {phases[-3:]}")
    final = reported(ctx, name)["final"]
    replayed = simulate(bin_dir, os.path.join(ctx.out_dir, "picker.json"), recorded_path)
    ctx.check(f"{name}-replay", replayed == final, f"vm-input {final}, simulate of what it decoded {replayed}")


def hook_measure(ctx, args):
    """CPU per second while a finger drags (minus an idle run's start-up cost) and kernel-stamp-to-read latency."""
    drag_report, idle_report = reported(ctx, "long-drag"), reported(ctx, "idle")
    cpu_ms = drag_report["cpu_ms"] - idle_report["cpu_ms"]
    text = (f"input path, 2 s drag at 100 Hz under TCG: {drag_report['events']} events, "
            f"{cpu_ms} ms CPU beyond an idle run ({cpu_ms / 2.0:.1f} ms per second of dragging); "
            f"kernel stamp to read: median {drag_report['latency_us']['median']} us, max {drag_report['latency_us']['max']} us; "
            f"idle run: {idle_report['cpu_ms']} ms CPU over {idle_report['run_ms']} ms")
    write(ctx, "measurements.txt", text + "\n")
    print(f"MEASURE input/{text}", flush=True)
    ctx.check("long-drag-balanced", balanced(gestures.read_trace(os.path.join(ctx.out_dir, "long-drag.trace.jsonl"))))
