"""PickerInput on a real kernel: a uinput multitouch screen (evemu-device and
evemu-play from the host's evemu-tools) plays a drag, a tap, a fling and a
two-finger spin of two columns, and the drag again on protocol-A and
single-touch screens; QMP drives the usb-tablet (a drag and its
wheel) and the virtio keyboard; SYN_DROPPED, an unplug mid-touch, hot-plug and
an exclusive grab are provoked for real. Each gesture's selection, as
`vm-input` (real devices into the engine) reports it, must equal what
`panel-picker simulate` makes of the events it decoded and of the gesture's
trace (a fling's, which follows evemu-play's timing, must coast past its
drag), and the decoded events must be the gesture's own."""
import json
import os

from harness import gestures
from harness.input_cases import (CONFIG, HEIGHT, OTHER, TOUCH, WIDTH, balanced, check_against_gesture, check_decoded, cpu_during,
                                  drag, held, simulate, write, write_cases)
from harness.machine import MachineSpec

MACHINE = MachineSpec(display=None, tablet=True, keyboard=True, timeout_s=150)


# The drag again, on touchscreens without slots: (file stem, protocol).
SLOTLESS = {"drag-protocol-a": "A", "drag-single": "single"}


def hook_prepare(ctx, args):
    write_cases(ctx)
    for name, protocol in SLOTLESS.items():
        write(ctx, f"{name}.evemu", gestures.touchscreen_description(WIDTH, HEIGHT, f"PanelPicker VM {name}", protocol))
        write(ctx, f"{name}.events", drag().evemu_without_slots(protocol))
        write(ctx, f"{name}.nominal.jsonl", drag().trace())
    write(ctx, "picker-grab.json", json.dumps({**CONFIG, "input": {"grab": True}}))
    # SYN_DROPPED: a touch the program reads; while it is stopped, that touch lifts, another lands and
    # floods the buffer; after it resumes, the second touch lifts.
    first = held()
    write(ctx, "dropped-1.events", first.evemu())
    flood = gestures.TouchGesture("flood").frame(0, f0=None).frame(0.1, f0=(600, 100))
    for k in range(1, 1500):
        flood.frame(0.1 + 0.01 * k, f0=(600, 100 + k % 200))
    write(ctx, "dropped-2.events", flood.evemu(first_tracking_id=200))
    write(ctx, "dropped-3.events", gestures.TouchGesture("lift").frame(0, f0=None).evemu())


def reported(ctx, name):
    """vm-input's final selection and measurements."""
    with open(os.path.join(ctx.out_dir, f"{name}.out")) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    return next(line for line in reversed(lines) if "final" in line)


def hook_check_gesture(ctx, args):
    name, bin_dir = args.split()
    expected = (TOUCH.get(name) or OTHER.get(name) or TOUCH["drag"])[1]
    config = os.path.join(ctx.out_dir, "picker.json")
    recorded_path = os.path.join(ctx.out_dir, f"{name}.trace.jsonl")
    final = reported(ctx, name)["final"]
    check_decoded(ctx, name, gestures.read_trace(recorded_path))
    replayed = simulate(bin_dir, config, recorded_path)
    ctx.check(f"{name}-replay", replayed == final, f"vm-input {final}, simulate of what it decoded {replayed}")
    check_against_gesture(ctx, name, final, expected, bin_dir, config, "vm-input")


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
    """CPU time per second while a finger drags, and kernel stamp to read."""
    report = reported(ctx, "long-drag")
    cpu_ms, seconds = cpu_during(ctx, "long-drag")
    build = os.path.basename(args.strip().rstrip("/")) or "unknown"
    text = (f"input path ({build} build) under TCG: {cpu_ms:.0f} ms CPU during a {seconds:.1f} s drag at 100 Hz "
            f"({cpu_ms / seconds:.0f} ms per second, {report['events']} events); kernel stamp to read: "
            f"median {report['latency_us']['median']} us, max {report['latency_us']['max']} us")
    write(ctx, "measurements.txt", text + "\n")
    print(f"MEASURE input/{text}", flush=True)
    ctx.check("long-drag-balanced", balanced(gestures.read_trace(os.path.join(ctx.out_dir, "long-drag.trace.jsonl"))))


def hook_check_repeat(ctx, args):
    """A key held for a second: several steps (the kernel's autorepeat), each one row (the guest checks none come after the release)."""
    bin_dir = args.strip()
    recorded_path = os.path.join(ctx.out_dir, "repeat.trace.jsonl")
    keys = [e for e in gestures.read_trace(recorded_path) if e["type"] == "key"]
    final = reported(ctx, "repeat")["final"]
    ctx.check("repeat-steps", len(keys) > 1 and all(k["key"] == "down" for k in keys), f"keys {keys[:3]}...")
    ctx.check("repeat-row-per-step", final == [min(99, 50 + len(keys)), 50], f"vm-input {final} after {len(keys)} steps")
    replayed = simulate(bin_dir, os.path.join(ctx.out_dir, "picker.json"), recorded_path)
    ctx.check("repeat-replay", replayed == final, f"vm-input {final}, simulate of what it decoded {replayed}")
