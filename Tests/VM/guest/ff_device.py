"""A uinput haptic motor (EV_FF with FF_RUMBLE and FF_PERIODIC) for the feedback scenario.

uinput hands effect uploads and erases to the program that made the device (this one),
which must answer them; plays arrive here as EV_FF events. Counts both and writes
"uploads N erases N plays N" to the file named on the command line at SIGTERM.
Numbers from linux/uinput.h and linux/input.h (x86_64: struct ff_effect is 48 bytes,
struct input_event 24)."""
import fcntl
import os
import select
import signal
import struct
import sys

UI_SET_EVBIT, UI_SET_FFBIT = 0x40045564, 0x4004556B
UI_DEV_SETUP, UI_DEV_CREATE, UI_DEV_DESTROY = 0x405C5503, 0x5501, 0x5502
# _IOWR/_IOW('U', 200..203, struct uinput_ff_upload (104 bytes) / struct uinput_ff_erase (12 bytes)).
UI_BEGIN_FF_UPLOAD, UI_END_FF_UPLOAD = 0xC06855C8, 0x406855C9
UI_BEGIN_FF_ERASE, UI_END_FF_ERASE = 0xC00C55CA, 0x400C55CB
EV_SYN, EV_FF, EV_UINPUT = 0x00, 0x15, 0x0101
UI_FF_UPLOAD, UI_FF_ERASE = 1, 2
FF_RUMBLE, FF_PERIODIC, FF_SINE, FF_GAIN = 0x50, 0x51, 0x5A, 0x60
EVENT = struct.Struct("llHHi")

result_path = sys.argv[1]
fd = os.open("/dev/uinput", os.O_RDWR | os.O_NONBLOCK)
fcntl.ioctl(fd, UI_SET_EVBIT, EV_FF)
for bit in (FF_RUMBLE, FF_PERIODIC, FF_SINE, FF_GAIN):
    fcntl.ioctl(fd, UI_SET_FFBIT, bit)
setup = struct.pack("HHHH80sI", 0x06, 0x1234, 0x5678, 1, b"PanelPicker VM Haptic", 4)
fcntl.ioctl(fd, UI_DEV_SETUP, setup)
fcntl.ioctl(fd, UI_DEV_CREATE)
counts = {"uploads": 0, "erases": 0, "plays": 0}
running = True


def stop(*_):
    global running
    running = False


signal.signal(signal.SIGTERM, stop)
print("created", flush=True)
while running:
    try:
        readable, _, _ = select.select([fd], [], [], 0.2)
    except InterruptedError:
        continue
    if not readable:
        continue
    try:
        data = os.read(fd, EVENT.size * 64)
    except BlockingIOError:
        continue
    for offset in range(0, len(data) - EVENT.size + 1, EVENT.size):
        _, _, type_, code, value = EVENT.unpack_from(data, offset)
        if type_ == EV_UINPUT and code == UI_FF_UPLOAD:
            upload = bytearray(struct.pack("Ii", value, 0) + bytes(96))
            fcntl.ioctl(fd, UI_BEGIN_FF_UPLOAD, upload)
            struct.pack_into("i", upload, 4, 0)
            fcntl.ioctl(fd, UI_END_FF_UPLOAD, upload)
            counts["uploads"] += 1
        elif type_ == EV_UINPUT and code == UI_FF_ERASE:
            erase = bytearray(struct.pack("IiI", value, 0, 0))
            fcntl.ioctl(fd, UI_BEGIN_FF_ERASE, erase)
            struct.pack_into("i", erase, 4, 0)
            fcntl.ioctl(fd, UI_END_FF_ERASE, erase)
            counts["erases"] += 1
        elif type_ == EV_FF and code < FF_RUMBLE and value > 0:
            counts["plays"] += 1
fcntl.ioctl(fd, UI_DEV_DESTROY)
with open(result_path, "w") as f:
    f.write(" ".join(f"{k} {v}" for k, v in counts.items()) + "\n")
