"""The panel's own hardware on a real kernel (bochs-drm): the PC speaker (pcspkr: EV_SND with
SND_TONE, no SND_CLICK) recorded through QEMU's wav audiodev clicks once per row a slow drag
and the keys move past the band, as many times as `panel-picker simulate` reports clicks, and
10 s of idle add no sound; a uinput haptic motor (EV_FF) gets one effect upload and one play per
click, found through hot-plug; `power.off_after_s` turns the CRTC off (atomic: ACTIVE 0; legacy: the
connector's DPMS 3) and the touch that wakes it changes nothing: the screen equals the render of the
unchanged selection."""
import json
import os
import struct
import subprocess

from harness import gestures
from harness.input_cases import CONFIG, HEIGHT, WIDTH, write
from harness.machine import MachineSpec

MACHINE = MachineSpec(display="bochs", width=WIDTH, height=HEIGHT, keyboard=True, pcspk=True, timeout_s=300)

# Long enough that the 10 ms ticks in which QEMU records the speaker round each click by at most a fifth.
CLICK_MS = 50
FEEDBACK = {"tone_hz": 1000, "click_ms": CLICK_MS, "min_interval_ms": 80}
KEY_PRESSES = 4
# How late a tone may stop: the frame the loop is drawing when it is due.
LATE_MS = 100
recorded = {}


def slow_drag():
    """Column a dragged up 6 rows (288 px) in 1.2 s, held still, lifted: a row passes every 200 ms, no fling."""
    g = gestures.TouchGesture("swipe").frame(0, f0=(200, 400))
    for k in range(1, 61):
        g.frame(20 * k, f0=(200, 400 - round(4.8 * k)))
    return g.frame(1500, f0=None)


def tap_above():
    """A tap on the row above column b's band: on a lit panel it selects row 49."""
    return gestures.TouchGesture("tap").frame(0, f0=(600, 192)).frame(60, f0=None)


def wav_tone_ms(path):
    """Milliseconds of sound in QEMU's wav file: the data after the 44-byte header at its byte rate."""
    if not os.path.exists(path):
        return 0.0
    with open(path, "rb") as f:
        header = f.read(44)
    if len(header) < 44:
        return 0.0
    byte_rate = struct.unpack_from("<I", header, 28)[0]
    return (os.path.getsize(path) - 44) * 1000.0 / byte_rate


def simulated_clicks(bin_dir, config, trace):
    out = subprocess.run([os.path.join(bin_dir, "panel-picker"), "simulate", "--config", config, "--trace", trace],
                         capture_output=True, text=True, timeout=60, check=True).stdout
    return sum(1 for f in json.loads(out)["feedback"] if f["type"] == "click")


def hook_prepare(ctx, args):
    write(ctx, "picker.json", json.dumps({**CONFIG, "feedback": FEEDBACK}))
    write(ctx, "sleepy.json", json.dumps({**CONFIG, "feedback": {"enabled": False}, "power": {"off_after_s": 3}}))
    write(ctx, "sleepy-legacy.json", json.dumps({**CONFIG, "feedback": {"enabled": False}, "power": {"off_after_s": 3},
                                                 "display": {"api": "legacy"}}))
    write(ctx, "touchscreen.evemu", gestures.touchscreen_description(WIDTH, HEIGHT))
    write(ctx, "swipe.events", slow_drag().evemu())
    write(ctx, "swipe.nominal.jsonl", slow_drag().trace())
    write(ctx, "tap.events", tap_above().evemu())


def hook_wav(ctx, args):
    """NAME: notes the recording's tone time now."""
    recorded[args.strip()] = wav_tone_ms(os.path.join(ctx.out_dir, "pcspk.wav"))
    return f"{recorded[args.strip()]:.1f}"


def hook_check(ctx, args):
    """BIN_DIR: the tone time per step against the clicks simulate predicts, idle silence, the haptic counts."""
    bin_dir = args.strip()
    swipe = simulated_clicks(bin_dir, os.path.join(ctx.out_dir, "picker.json"), os.path.join(ctx.out_dir, "swipe.nominal.jsonl"))
    ctx.check("swipe-simulated-rows", swipe == 6, f"simulate reports {swipe} clicks for the 6-row drag")
    steps = {"swipe": (recorded["start"], recorded["swiped"], swipe),
             "keys": (recorded["swiped"], recorded["keyed"], KEY_PRESSES)}
    lines = []
    for name, (before, after, clicks) in steps.items():
        tone = after - before
        per_click = tone / clicks if clicks else 0.0
        lines.append(f"{name}: {clicks} clicks, {tone:.1f} ms of tone ({per_click:.2f} ms per click of {CLICK_MS})")
        # A tone stops when the loop next runs: on time when idle, after the frame being drawn when not
        # (a debug build's frame under TCG on a busy host: up to ~80 ms measured). QEMU's audio timer
        # (10 ms) rounds what the wav holds (39 ms per 50 ms click the least measured). The exact count
        # of clicks is the haptic motor's plays below.
        ctx.check(f"{name}-tone", clicks * CLICK_MS / 2 <= tone <= clicks * (CLICK_MS + LATE_MS),
                  f"{tone:.1f} ms of tone for {clicks} clicks of {CLICK_MS} ms")
    idle = recorded["idle"] - recorded["keyed"]
    lines.append(f"10 s idle: {idle:.1f} ms of tone")
    ctx.check("idle-silent", idle == 0, f"{idle:.1f} ms of tone while idle")
    with open(os.path.join(ctx.out_dir, "haptic.counts")) as f:
        words = f.read().split()
    counts = dict(zip(words[::2], map(int, words[1::2])))
    ctx.check("haptic-one-upload", counts.get("uploads") == 1, f"{counts}")
    ctx.check("haptic-play-per-click", counts.get("plays") == swipe + KEY_PRESSES, f"{counts}, {swipe + KEY_PRESSES} clicks")
    lines.append(f"haptic: {counts}")
    write(ctx, "measurements.txt", "\n".join(lines) + "\n")
    for line in lines:
        print(f"MEASURE feedback/{line}", flush=True)
