from harness.machine import MachineSpec

# virtio-gpu at 1024x768: the picker pixel for pixel through atomic, SIGINT,
# and a pixel format the output does not offer. Also proves the harness's input
# path the input tests build on: QMP tablet and key events reach guest evdev.
MACHINE = MachineSpec(display="virtio-gpu", width=1024, height=768, tablet=True, keyboard=True, timeout_s=120)


def hook_feed(ctx, args):
    """Writes ARGS and a newline to the guest's vm.feed port (what an input player would read)."""
    ctx.feed(args.encode() + b"\n")
    return "ok"
