import os
import statistics
import time

from harness import images
from harness.machine import MachineSpec

# Plymouth's splash handing the panel to the early unit (docs/service.md): systemd-early's device
# image with Plymouth's spinfinity theme and `splash` on the kernel's command line. The host films the
# screen from QEMU's start (QMP screendumps, every 20 ms once the panel's mode is up) until the picker's
# first frame has stood for a second, and checks that the splash was seen, that the picker's frame
# equals `render` of its config, and that no black frame came between the first splash frame and it.
MACHINE = MachineSpec(display="bochs", width=800, height=480, memory_mb=768, timeout_s=480,
                      systemd=True, boots=1, plymouth=True)

THEME = "/usr/share/plymouth/themes/spinfinity/spinfinity.plymouth"
# Between screendumps once the screen has the panel's size (bochs-drm's mode: fbcon, Plymouth, the
# picker), and before it (the VGA text console of the firmware and the kernel).
FAST_S, SLOW_S = 0.020, 0.200
# The picker's frame must stand this long before the film ends.
PICKER_HOLD_S = 1.0
# A channel below this is black (a black frame: every channel of every pixel).
DARK = bytes(range(16))


def _theme_colours():
    """The theme's background gradient, top and bottom colour, as (r, g, b)."""
    colours = {}
    for line in open(THEME):
        key, _, value = line.strip().partition("=")
        if key in ("BackgroundStartColor", "BackgroundEndColor"):
            number = int(value, 16)
            colours[key] = (number >> 16 & 255, number >> 8 & 255, number & 255)
    return colours["BackgroundStartColor"], colours["BackgroundEndColor"]


def _near(pixel, colour, tolerance=16):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def classify(image, expected, top, bottom):
    """"black", "picker" (equal to `render`), "splash" (the theme's gradient at the left edge's top
    and bottom) or "other" (the console, or anything else)."""
    if not image.rgb.translate(None, DARK):
        return "black"
    if expected is not None and (image.width, image.height) == (expected.width, expected.height) \
            and image.rgb == expected.rgb:
        return "picker"
    if _near(image.pixel(4, 4), top) and _near(image.pixel(4, image.height - 5), bottom):
        return "splash"
    return "other"


def watch(ctx):
    """Films the screen until the picker's first frame has stood PICKER_HOLD_S (or the boot ends),
    then records the checks; `hook_frames` hands the summary to the guest."""
    machine = ctx.machine
    machine.frames_summary = "the film did not finish"
    top, bottom = _theme_colours()
    expected_path = os.path.join(ctx.out_dir, "picker.png")
    shot = f"/dev/shm/panel-picker-vm-{os.getpid()}-{machine.name}.ppm"
    started = time.monotonic()
    samples = []  # (seconds since QEMU's start, kind, width, height)
    expected = None
    first_splash = first_picker = None
    keep = {}  # name -> image: the frames worth looking at
    previous = None
    try:
        while not machine.boot_over.is_set():
            t = time.monotonic()
            try:
                ctx.qmp.execute("screendump", {"filename": shot})
                image = images.read_ppm(shot)
            except (RuntimeError, OSError, ValueError) as e:  # QEMU gone: the guest powered off
                ctx.check("plymouth-film-ended", False, f"screendump {len(samples) + 1}: {type(e).__name__}: {e}")
                break
            if expected is None and os.path.exists(expected_path):
                expected = images.read_png(expected_path)
            kind = classify(image, expected, top, bottom)
            index = len(samples)
            samples.append((t - started, kind, image.width, image.height))
            if kind == "splash":
                if first_splash is None:
                    first_splash = index
                    keep["first-splash"] = image
                    if previous is not None:
                        keep["before-splash"] = previous
                if first_picker is None:
                    keep["last-splash"] = image
            elif kind == "picker":
                if first_picker is None:
                    first_picker = index
                    keep["first-picker"] = image
            elif first_splash is not None and first_picker is None:
                count = sum(1 for name in keep if name.startswith(kind + "-"))
                if count < 3:
                    keep[f"{kind}-{count + 1}"] = image
            if first_picker is not None and t - started - samples[first_picker][0] >= PICKER_HOLD_S:
                break
            previous = image
            fast = (image.width, image.height) == (MACHINE.width, MACHINE.height)
            time.sleep(max(0.0, t + (FAST_S if fast else SLOW_S) - time.monotonic()))
    finally:
        if os.path.exists(shot):
            os.unlink(shot)
    for name, image in keep.items():
        images.write_png(os.path.join(ctx.out_dir, f"frame-{name}.png"), image)
    with open(os.path.join(ctx.out_dir, "frames.txt"), "w") as f:
        f.write("# seconds since QEMU started, what the screen showed, its size\n")
        for t, kind, width, height in samples:
            f.write(f"{t:.3f} {kind} {width}x{height}\n")
    machine.frames_summary = _judge(ctx, samples, first_splash, first_picker, expected)


def _spacing(times):
    gaps = [b - a for a, b in zip(times, times[1:])]
    if not gaps:
        return "no spacing"
    return (f"spacing median {statistics.median(gaps) * 1000:.1f} ms, mean {statistics.mean(gaps) * 1000:.1f} ms, "
            f"max {max(gaps) * 1000:.1f} ms")


def _judge(ctx, samples, first_splash, first_picker, expected):
    fast = [t for t, _, width, height in samples if (width, height) == (MACHINE.width, MACHINE.height)]
    film = (f"{len(samples)} screendumps in {samples[-1][0] if samples else 0:.1f} s, {len(fast)} at the panel's "
            f"{MACHINE.width}x{MACHINE.height} ({_spacing(fast)})")
    ctx.check("plymouth-film", bool(samples), film)
    ctx.check("plymouth-splash-seen", first_splash is not None,
              f"first splash frame at {samples[first_splash][0]:.3f} s" if first_splash is not None
              else "no frame with the theme's background: " + film)
    ctx.check("plymouth-picker-frame-equals-render", first_picker is not None,
              f"first picker frame at {samples[first_picker][0]:.3f} s" if first_picker is not None
              else ("no picker.png from the root's preparation" if expected is None
                    else "no frame equal to render after the splash"))
    if first_splash is None or first_picker is None:
        return "no hand-over filmed: " + film
    if first_splash > first_picker:
        ctx.check("plymouth-splash-before-picker", False, f"the splash came after the picker's frame: {film}")
        return "splash after the picker: " + film
    window = samples[first_splash:first_picker + 1]
    between = window[1:-1]
    kinds = {kind: sum(1 for _, k, _, _ in between if k == kind) for kind in ("splash", "black", "other")}
    last_splash = max(t for t, k, _, _ in window if k == "splash")
    hand_over = (f"splash {window[0][0]:.3f} s to picker {window[-1][0]:.3f} s: {len(window)} frames "
                 f"({_spacing([t for t, _, _, _ in window])}); between them {kinds['splash']} splash, "
                 f"{kinds['black']} black, {kinds['other']} other; last splash frame {last_splash:.3f} s, "
                 f"{(window[-1][0] - last_splash) * 1000:.0f} ms before the picker's")
    blacks = [f"{t:.3f}" for t, k, _, _ in between if k == "black"]
    ctx.check("plymouth-no-black-frame", not blacks,
              hand_over if not blacks else f"black frames at {', '.join(blacks[:10])} s (frame-black-*.png); " + hand_over)
    others = [f"{t:.3f}" for t, k, _, _ in between if k == "other"]
    ctx.check("plymouth-only-splash-then-picker", not others,
              hand_over if not others else f"other frames at {', '.join(others[:10])} s (frame-other-*.png); " + hand_over)
    return film + "; " + hand_over


def hook_frames(ctx, args):
    """Waits for the film to finish; replies `ok SUMMARY`."""
    watching = ctx.machine.watching
    if watching is not None:
        watching.join(timeout=float(args or 60))
    return "ok " + ctx.machine.frames_summary
