"""PPM (QMP screendump) and PNG (panel-picker render) decoding, rotation and
pixel-exact comparison, with the standard library only."""
import struct
import zlib


class Image:
    """Packed 8-bit RGB rows, top to bottom."""

    def __init__(self, width, height, rgb):
        self.width, self.height, self.rgb = width, height, bytes(rgb)

    def pixel(self, x, y):
        i = (y * self.width + x) * 3
        return tuple(self.rgb[i:i + 3])


def read_ppm(path):
    data = open(path, "rb").read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position) + 1
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    position += 1
    if fields[0] != b"P6" or fields[3] != b"255":
        raise ValueError(f"{path}: not an 8-bit binary PPM (magic {fields[0]!r}, maxval {fields[3]!r})")
    width, height = int(fields[1]), int(fields[2])
    return Image(width, height, data[position:position + width * height * 3])


def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def read_png(path):
    """8-bit, non-interlaced grey, RGB, grey+alpha or RGBA PNGs; alpha is dropped."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    position, idat = 8, []
    while position < len(data):
        length, kind = struct.unpack_from(">I4s", data, position)
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    previous = bytearray(stride)
    rgb = bytearray()
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                upper_left = previous[i - channels] if i >= channels else 0
                line[i] = (line[i] + _paeth(left, previous[i], upper_left)) & 255
        elif kind != 0:
            raise ValueError(f"{path}: bad PNG filter {kind} on row {y}")
        previous = line
        if channels == 3:
            rgb += line
        elif channels == 4:
            opaque = bytearray(line)
            del opaque[3::4]
            rgb += opaque
        else:
            for i in range(0, stride, channels):
                rgb += bytes((line[i],) * 3)
    return Image(width, height, rgb)


def rotate(image, degrees):
    """The picture turned `degrees` counter-clockwise, as PanelPicker's
    `display.rotation` puts it on the scanout (a panel mounted turned that far clockwise)."""
    w, h, src = image.width, image.height, image.rgb
    if degrees == 0:
        return image
    out = bytearray(len(src))
    if degrees == 180:
        for y in range(h):
            row = src[(h - 1 - y) * w * 3:(h - y) * w * 3]
            pixels = [row[i:i + 3] for i in range(0, len(row), 3)]
            out[y * w * 3:(y + 1) * w * 3] = b"".join(reversed(pixels))
        return Image(w, h, out)
    if degrees not in (90, 270):
        raise ValueError(f"rotation must be 0, 90, 180 or 270, not {degrees}")
    columns = [[src[(y * w + x) * 3:(y * w + x) * 3 + 3] for y in range(h)] for x in range(w)]
    # Scanout is h wide and w high. 90: scanout row r holds picture column w-1-r,
    # top to bottom of the picture running left to right. 270: scanout row r holds
    # picture column r, bottom to top.
    rows = []
    for r in range(w):
        if degrees == 90:
            rows.append(b"".join(columns[w - 1 - r]))
        else:
            rows.append(b"".join(reversed(columns[r])))
    return Image(h, w, b"".join(rows))


def without_corner(image, width, height):
    """The image with its bottom-right `width`x`height` corner black: where the confirm countdown
    is drawn, which `panel-picker render` does not draw."""
    rows = bytearray(image.rgb)
    for y in range(max(0, image.height - height), image.height):
        start = (y * image.width + max(0, image.width - width)) * 3
        rows[start:(y + 1) * image.width * 3] = bytes((y + 1) * image.width * 3 - start)
    return Image(image.width, image.height, rows)


def compare(actual, expected):
    """None when equal, else a message with the size or the differing pixel count and the first difference."""
    if (actual.width, actual.height) != (expected.width, expected.height):
        return f"screen is {actual.width}x{actual.height}, expected {expected.width}x{expected.height}"
    if actual.rgb == expected.rgb:
        return None
    a, e = actual.rgb, expected.rgb
    differing, first = 0, None
    for i in range(0, len(a), 3):
        if a[i:i + 3] != e[i:i + 3]:
            differing += 1
            if first is None:
                first = i // 3
    x, y = first % actual.width, first // actual.width
    return (f"{differing} of {actual.width * actual.height} pixels differ; first at ({x},{y}): "
            f"screen {actual.pixel(x, y)} expected {expected.pixel(x, y)}")


def write_ppm(path, image):
    with open(path, "wb") as f:
        f.write(f"P6\n{image.width} {image.height}\n255\n".encode() + image.rgb)


def write_png(path, image):
    """An 8-bit RGB PNG (no filter), to look at a screendump without PPM tools."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    stride = image.width * 3
    raw = b"".join(b"\0" + image.rgb[y * stride:(y + 1) * stride] for y in range(image.height))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", image.width, image.height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))
