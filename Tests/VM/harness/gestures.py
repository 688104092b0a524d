"""Gestures written twice: as evemu event streams for a uinput touchscreen
created in the guest (`evemu-device`, `evemu-play`), and as the input trace
`panel-picker simulate` replays (panel pixels, `t` in milliseconds).

The touchscreen has one cell per panel pixel (ABS 0..W-1, 0..H-1), so
PickerInput maps value v to exactly v + 0.5; QEMU's usb-tablet (0..32767) maps
v to (2v + 1) * extent / 65536, also exact in the core's 16 fraction bits."""
import json
from fractions import Fraction

EV_SYN, EV_KEY, EV_ABS = 0x00, 0x01, 0x03
SYN_REPORT, SYN_MT_REPORT = 0, 2
BTN_TOUCH = 0x14A
ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TRACKING_ID = 0x2F, 0x35, 0x36, 0x39
SLOTS = 10


def _mask_lines(tag, bits, max_bit):
    data = bytearray((max_bit // 64 + 1) * 8)
    for bit in bits:
        data[bit // 8] |= 1 << (bit % 8)
    return [f"{tag} " + " ".join(f"{b:02x}" for b in data[i:i + 8]) for i in range(0, len(data), 8)]


def touchscreen_description(width, height, name="PanelPicker VM Touchscreen", protocol="B"):
    """An evemu description of a direct touchscreen covering width x height pixels:
    protocol "B" (slots), "A" (anonymous contacts) or "single" (ABS_X/ABS_Y and BTN_TOUCH)."""
    axes = [(0x00, width - 1), (0x01, height - 1)]
    if protocol == "B":
        axes += [(ABS_MT_SLOT, SLOTS - 1), (ABS_MT_POSITION_X, width - 1), (ABS_MT_POSITION_Y, height - 1),
                 (ABS_MT_TRACKING_ID, 65535)]
    elif protocol == "A":
        axes += [(ABS_MT_POSITION_X, width - 1), (ABS_MT_POSITION_Y, height - 1)]
    lines = ["# EVEMU 1.3", "N: " + name, "I: 0006 1209 7070 0001"]
    lines += _mask_lines("P:", [1], 0x1F)  # INPUT_PROP_DIRECT
    lines += _mask_lines("B: 00", [EV_SYN, EV_KEY, EV_ABS], 0x1F)
    lines += _mask_lines("B: 01", [BTN_TOUCH], 0x2FF)
    lines += _mask_lines("B: 02", [], 0x0F)
    lines += _mask_lines("B: 03", [code for code, _ in axes], 0x3F)
    lines += [f"A: {code:02x} 0 {maximum} 0 0 0" for code, maximum in axes]
    return "\n".join(lines) + "\n"


def decimal(value):
    """An exact decimal for a Fraction whose denominator is a power of two (or 1)."""
    value = Fraction(value)
    sign = "-" if value < 0 else ""
    value = abs(value)
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    digits = ""
    while rest:
        rest *= 10
        digit, rest = divmod(rest, value.denominator)
        digits += str(digit)
    return f"{sign}{whole}.{digits}"


class TouchGesture:
    """Frames of finger positions on the touchscreen, in device units (= pixels)."""

    def __init__(self, name):
        self.name = name
        self.frames = []  # (t_ms, {finger: (x, y) or None for lifted})

    def frame(self, t_ms, **fingers):
        """fingers: f0=(x, y) to put finger 0 down or move it, f0=None to lift it."""
        self.frames.append((t_ms, {int(k[1:]): v for k, v in fingers.items()}))
        return self

    def evemu(self, first_tracking_id=100, start_ms=0):
        """Protocol B: a slot per finger, a fresh tracking id per touch, only changed values, BTN_TOUCH."""
        lines, slot, down, positions, tracking = [], 0, {}, {}, first_tracking_id

        def event(t_ms, type_, code, value):
            us = round((t_ms + start_ms) * 1000)
            lines.append(f"E: {us // 1_000_000}.{us % 1_000_000:06d} {type_:04x} {code:04x} {value}")

        for t_ms, fingers in self.frames:
            touching_before = bool(down)
            for finger, position in sorted(fingers.items()):
                if finger != slot:
                    event(t_ms, EV_ABS, ABS_MT_SLOT, finger)
                    slot = finger
                if position is None:
                    event(t_ms, EV_ABS, ABS_MT_TRACKING_ID, -1)
                    down.pop(finger, None)
                    continue
                if finger not in down:
                    event(t_ms, EV_ABS, ABS_MT_TRACKING_ID, tracking)
                    down[finger] = tracking
                    tracking += 1
                old = positions.get(finger)
                if old is None or old[0] != position[0]:
                    event(t_ms, EV_ABS, ABS_MT_POSITION_X, position[0])
                if old is None or old[1] != position[1]:
                    event(t_ms, EV_ABS, ABS_MT_POSITION_Y, position[1])
                positions[finger] = position
            if bool(down) != touching_before:
                event(t_ms, EV_KEY, BTN_TOUCH, 1 if down else 0)
            event(t_ms, EV_SYN, SYN_REPORT, 0)
        return "\n".join(lines) + "\n"

    def evemu_without_slots(self, protocol):
        """Protocol "A" (every contact in every frame, each closed by SYN_MT_REPORT) or "single"
        (finger 0 on ABS_X/ABS_Y, only changed values), with BTN_TOUCH."""
        lines, down, last = [], {}, (None, None)

        def event(t_ms, type_, code, value):
            us = round(t_ms * 1000)
            lines.append(f"E: {us // 1_000_000}.{us % 1_000_000:06d} {type_:04x} {code:04x} {value}")

        for t_ms, fingers in self.frames:
            touching_before = bool(down)
            for finger, position in fingers.items():
                if position is None:
                    down.pop(finger, None)
                else:
                    down[finger] = position
            if protocol == "A":
                for _, (x, y) in sorted(down.items()):
                    event(t_ms, EV_ABS, ABS_MT_POSITION_X, x)
                    event(t_ms, EV_ABS, ABS_MT_POSITION_Y, y)
                    event(t_ms, EV_SYN, SYN_MT_REPORT, 0)
                if not down:
                    event(t_ms, EV_SYN, SYN_MT_REPORT, 0)
            elif 0 in down:
                x, y = down[0]
                if x != last[0]:
                    event(t_ms, EV_ABS, 0x00, x)
                if y != last[1]:
                    event(t_ms, EV_ABS, 0x01, y)
                last = (x, y)
            if bool(down) != touching_before:
                event(t_ms, EV_KEY, BTN_TOUCH, 1 if down else 0)
            event(t_ms, EV_SYN, SYN_REPORT, 0)
        return "\n".join(lines) + "\n"

    def trace(self):
        """The same gesture as simulate's trace: value v is pixel v + 0.5."""
        lines, down, last = [], set(), {}
        for t_ms, fingers in self.frames:
            for finger, position in sorted(fingers.items()):
                if position is None:
                    x, y = last[finger]
                    lines.append(touch_line(t_ms, "up", finger, x, y))
                    down.discard(finger)
                    continue
                x, y = Fraction(position[0]) + Fraction(1, 2), Fraction(position[1]) + Fraction(1, 2)
                phase = "move" if finger in down else "down"
                if phase == "down" or last.get(finger) != (x, y):
                    lines.append(touch_line(t_ms, phase, finger, x, y))
                down.add(finger)
                last[finger] = (x, y)
        return "".join(line + "\n" for line in lines)


def touch_line(t_ms, phase, finger, x, y):
    return json.dumps({"t": t_ms, "type": "touch", "phase": phase, "x": 0, "y": 0, "id": finger}) \
        .replace('"x": 0', f'"x": {decimal(x)}').replace('"y": 0', f'"y": {decimal(y)}')


def tablet_pixel(value, extent):
    """Where PickerInput puts usb-tablet value `value` (0..32767) on an axis of `extent` pixels."""
    return Fraction(2 * value + 1, 65536) * extent


def read_trace(path):
    """A trace file as a list of dicts."""
    with open(path) as f:
        return read_trace_text(f.read())


def shape(entries):
    """What a trace says apart from its times: phases, ids, exact positions, keys, deltas."""
    result = []
    for e in entries:
        if e["type"] == "touch":
            result.append((e["phase"], e["id"], Fraction(str(e["x"])), Fraction(str(e["y"]))))
        elif e["type"] == "key":
            result.append(("key", e["key"]))
        elif e["type"] == "encoder":
            result.append(("encoder", e["delta"]))
        else:
            result.append((e["type"],))
    return result


def read_trace_text(text):
    """Trace text as a list of dicts."""
    return [json.loads(line) for line in text.splitlines() if line.strip()]
