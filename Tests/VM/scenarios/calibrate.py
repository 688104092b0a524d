"""`panel-picker calibrate` on a real kernel, on bochs-drm: a uinput touchscreen
mounted badly (its axes swapped, Y inverted, 8 % offset and 5 % scale, as a
resistive panel reports) is tapped on each target the host finds on the
screen; `calibrate --write` writes input.calibration into the config; `run`
with that config then turns a drag through the same sensor into exactly the
selection `simulate` predicts for the drag in screen space, and the screen
equals `render` of it. Then the control socket's `calibrate` on that running
kiosk: the same taps give a `calibrated` event with the matrix, the picker is
back on screen, and a drag still lands where `simulate` says. Also: a timeout
changes nothing (exit 1), a missing touchscreen is exit 3."""
import json
import os
from fractions import Fraction

from harness import gestures, images
from harness.input_cases import CONFIG, HEIGHT, WIDTH, drag, printed_selection, simulate, write
from harness.machine import MachineSpec

MACHINE = MachineSpec(display="bochs", width=WIDTH, height=HEIGHT, timeout_s=240)

# Sensor units per axis (0..AXIS-1), a resistive controller's 12 bits.
AXIS = 4096
# CalibrationPainter marks a target's centre pixel with a 3x3 square in the theme's tint (its default).
TINT = (0x0A, 0x84, 0xFF)
# Samples of one tap: pressing in (off by a few units), steady, lifting (off the other way).
WOBBLE = [9, 4, 0, 0, 0, 0, 0, -5, -11]


def sensor(x, y):
    """Device values for a touch at panel position (x, y) (continuous pixels): the sensor's X runs
    down the panel, its Y along the panel's width inverted, both offset 8 % and scaled by 0.95."""
    nx, ny = Fraction(x) / WIDTH, Fraction(y) / HEIGHT
    u = Fraction(8, 100) + Fraction(95, 100) * ny
    v = 1 - (Fraction(8, 100) + Fraction(95, 100) * nx)
    # PickerInput puts value k on its cell's centre, (k + 1/2) / AXIS.
    return tuple(max(0, min(AXIS - 1, round(w * AXIS - Fraction(1, 2)))) for w in (u, v))


def sensor_gesture(name, picture):
    """A screen-space gesture (pixel positions) as the sensor reports it; one sample a frame."""
    sensed = gestures.TouchGesture(name)
    for t, fingers in picture.frames:
        sensed.frames.append((t, {f: None if p is None else sensor(p[0] + Fraction(1, 2), p[1] + Fraction(1, 2))
                                  for f, p in fingers.items()}))
    return sensed.evemu_without_slots("single")


STATE = {"last": None}


def find_target(ctx, name):
    """The centre of the tint's 3x3 square on screen (the target calibrate shows); None without one."""
    screen = images.read_ppm(ctx.screendump(f"target-{name}"))
    xs, ys = [], []
    for y in range(screen.height):
        row = screen.rgb[y * screen.width * 3:(y + 1) * screen.width * 3]
        start = 0
        while True:
            i = row.find(bytes(TINT), start)
            if i < 0:
                break
            if i % 3 == 0:
                xs.append(i // 3)
                ys.append(y)
            start = i + 1
    if len(xs) != 9 or max(xs) - min(xs) != 2 or max(ys) - min(ys) != 2:
        return None
    return min(xs) + 1, min(ys) + 1


def hook_prepare(ctx, args):
    write(ctx, "touchscreen.evemu", gestures.touchscreen_description(AXIS, AXIS, name="Mis-mounted Resistive Panel",
                                                                     protocol="single"))
    write(ctx, "calibrate.json", json.dumps(CONFIG, indent=2))
    write(ctx, "timeout.json", json.dumps(CONFIG, indent=2))
    picture = drag()
    write(ctx, "drag.events", sensor_gesture("drag", picture))
    write(ctx, "drag.nominal.jsonl", picture.trace())


def hook_tap(ctx, args):
    """NAME: finds the target on the screen (a new one: waits for its frame) and writes tap-NAME.events."""
    import time
    n = args.strip()
    deadline = time.monotonic() + 10
    target = None
    while time.monotonic() < deadline:
        target = find_target(ctx, n)
        if target is not None and target != STATE["last"]:
            break
        time.sleep(0.2)
    if target is None or target == STATE["last"]:
        ctx.check(f"target-{n}-shown", False, f"no new target on screen (last {STATE['last']})")
        return "error no target"
    STATE["last"] = target
    x, y = sensor(target[0] + Fraction(1, 2), target[1] + Fraction(1, 2))
    tap = gestures.TouchGesture(f"tap-{n}")
    for k, off in enumerate(WOBBLE):
        tap.frame(8 * k, f0=(x + off, y - off))
    tap.frame(8 * len(WOBBLE), f0=None)
    write(ctx, f"tap-{n}.events", tap.evemu_without_slots("single"))
    return f"ok {target[0]} {target[1]}"


def check_matrix(ctx, name, matrix):
    """NAME-inverts-the-sensor: the matrix is the sensor's exact inverse but for quantisation."""
    # The inverse of the sensor: x = (0.92 - v) / 0.95, y = (u - 0.08) / 0.95.
    ideal = [0, -1 / 0.95, 0.92 / 0.95, 1 / 0.95, 0, -0.08 / 0.95]
    if not (isinstance(matrix, list) and len(matrix) == 6):
        ctx.check(f"{name}-inverts-the-sensor", False, f"no matrix: {matrix!r}")
        return
    worst = max(abs(a - b) for a, b in zip(matrix, ideal))
    ctx.check(f"{name}-inverts-the-sensor", worst < 0.002, f"{matrix} vs {ideal}")
    with open(os.path.join(ctx.out_dir, "measurements.txt"), "a") as f:
        f.write(f"{name}: matrix {matrix}, largest difference from the sensor's exact inverse {worst:.6f}\n")
    print(f"MEASURE calibrate/{name}: largest matrix entry error {worst:.6f}", flush=True)


def hook_check_config(ctx, args):
    """The written config: input.calibration added at the end, every other key and value as before."""
    with open(os.path.join(ctx.out_dir, "calibrate.json")) as f:
        written = json.load(f)
    matrix = written.get("input", {}).get("calibration")
    ctx.check("matrix-written", isinstance(matrix, list) and len(matrix) == 6, f"input {written.get('input')!r}")
    ctx.check("other-keys-kept", list(written) == list(CONFIG) + ["input"]
              and all(written[k] == v for k, v in CONFIG.items()), f"keys {list(written)}")
    check_matrix(ctx, "written", matrix)


def hook_check_socket_event(ctx, args):
    """The `calibrated` event the socket's subscriber printed."""
    with open(os.path.join(ctx.out_dir, "socket-events.jsonl")) as f:
        lines = [json.loads(line) for line in f if line.strip().startswith("{")]
    events = [line for line in lines if line.get("event") == "calibrated"]
    ctx.check("socket-calibrated-event", len(events) == 1, f"subscriber saw {lines!r}")
    if events:
        check_matrix(ctx, "socket", events[0].get("calibration"))


def hook_predict(ctx, args):
    """BIN_DIR: simulate of the screen-space drag with the written config, as `a=ROW b=ROW`."""
    rows = simulate(args.strip(), os.path.join(ctx.out_dir, "calibrate.json"), os.path.join(ctx.out_dir, "drag.nominal.jsonl"))
    STATE["predicted"] = rows
    return "ok " + " ".join(f"--select {column['id']}={row}" for column, row in zip(CONFIG["columns"], rows))


def hook_check_run(ctx, args):
    """NAME: what run NAME printed is simulate's prediction for the drag, and the drag moved something."""
    name = args.strip()
    printed = printed_selection(ctx, name)
    if printed is None:
        return
    ctx.check(f"{name}-simulate", printed == STATE.get("predicted"), f"run {printed}, simulate {STATE.get('predicted')}")
    ctx.check(f"{name}-moved", printed != [c["selected"] for c in CONFIG["columns"]], f"run {printed}: the drag moved nothing")
