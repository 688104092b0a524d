"""The picker, gestures and expectations the real-kernel input scenarios
share (input: vm-input; run-input: panel-picker run). Expected selections are
what `panel-picker simulate` predicts for each gesture's trace (checked again in
every run)."""
import json
import os
import subprocess

from . import gestures

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
    """A throw of 0.9 px/ms: inertia carries column a two rows past the drag. Slow on purpose: simulate
    gives the same row with every event jittered by ±4 ms or all times scaled by 0.8..1.25, as TCG's
    timing is that loose; a fast throw's row moves with a few percent of velocity."""
    g = gestures.TouchGesture("fling").frame(0, f0=(200, 400))
    for k in range(1, 13):
        g.frame(10 * k, f0=(200, 400 - 9 * k))
    return g.frame(130, f0=None)


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


TOUCH = {"drag": (drag(), [52, 50]), "tap": (tap(), [50, 49]), "fling": (fling(), [54, 50]), "spin": (spin(), [52, 47])}

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


def simulate(bin_dir, config, trace):
    result = subprocess.run([os.path.join(bin_dir, "panel-picker"), "simulate", "--config", config, "--trace", trace],
                            capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        raise RuntimeError(f"simulate {os.path.basename(trace)}: {result.stderr.strip()}")
    return [column["row"] for column in json.loads(result.stdout)["selection"]]


# A fling's row follows its release velocity, so how evemu-play's timing fell: TCG on a loaded host
# has landed this throw a row short of what its nominal trace gives. What holds at any timing: the
# drag alone ends at this selection, and inertia carries the column past it.
DRAG_ALONE = {"fling": [52, 50]}


def check_against_gesture(ctx, name, final, expected, bin_dir, config, who):
    """What the gesture as written makes: `simulate` of its nominal trace and the expectation, both
    equal to `final`; for a fling, past where its drag alone ends."""
    alone = DRAG_ALONE.get(name)
    if alone is not None:
        ctx.check(f"{name}-coasted", final[0] > alone[0] and final[1:] == alone[1:],
                  f"{who} {final}: the drag alone ends at {alone}")
        return
    predicted = simulate(bin_dir, config, os.path.join(ctx.out_dir, f"{name}.nominal.jsonl"))
    ctx.check(f"{name}-simulate", predicted == final, f"{who} {final}, simulate of the gesture {predicted}")
    if expected is not None:
        ctx.check(f"{name}-expected", final == expected, f"{who} {final}, expected {expected}")


def check_decoded(ctx, name, recorded):
    """The recorded input (selections aside) is the gesture's, in order, exactly, apart from its times."""
    nominal = gestures.read_trace(os.path.join(ctx.out_dir, f"{name}.nominal.jsonl"))
    got = gestures.shape([e for e in recorded if e["type"] != "select"])
    want = gestures.shape(nominal)
    ctx.check(f"{name}-decoded", got == want, f"decoded {got[:6]}..., played {want[:6]}...")


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


def write_cases(ctx):
    """The picker config, the touchscreen, and every touch gesture's events and every case's trace."""
    write(ctx, "picker.json", json.dumps(CONFIG))
    write(ctx, "touchscreen.evemu", gestures.touchscreen_description(WIDTH, HEIGHT))
    for name, (gesture, _) in TOUCH.items():
        write(ctx, f"{name}.events", gesture.evemu())
        write(ctx, f"{name}.nominal.jsonl", gesture.trace())
    for name, (trace, _) in OTHER.items():
        write(ctx, f"{name}.nominal.jsonl", trace)
    write(ctx, "held.events", held().evemu())
    write(ctx, "long-drag.events", long_drag().evemu())


def printed_selection(ctx, name):
    """The rows `run` NAME printed on standard output ($VM_OUT/NAME.out); None, with a failed
    NAME-printed check, when it printed no selection."""
    with open(os.path.join(ctx.out_dir, f"{name}.out")) as f:
        text = f.read().strip()
    try:
        return [column["row"] for column in json.loads(text)["selection"]]
    except (ValueError, KeyError) as e:
        ctx.check(f"{name}-printed", False, f"run printed {text[:200]!r}: {e}")
        return None


def cpu_during(ctx, name):
    """(CPU ms, seconds) from the guest's `measure_cpu` file NAME.cpu."""
    with open(os.path.join(ctx.out_dir, f"{name}.cpu")) as f:
        ticks, seconds = f.read().split()
    return int(ticks) * 1000 / os.sysconf("SC_CLK_TCK"), float(seconds)

